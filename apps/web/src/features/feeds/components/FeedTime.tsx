import { Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { currentLanguage } from '../../../i18n/index.js';
import { fullTime, relativeTime } from '../model/time.js';

/** One clock for every relative time on the screen, ticking each half minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "5 minutes ago", with the full time in the viewer's zone on hover and for screen readers. */
export function FeedTime({ iso }: { iso: string }) {
  const now = useNow();
  const full = fullTime(iso);
  return (
    <Tooltip title={full}>
      <time dateTime={iso} title={full} className="feeds-time">
        {relativeTime(iso, now, currentLanguage())}
      </time>
    </Tooltip>
  );
}
