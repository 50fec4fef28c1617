import { useEffect, useState } from 'react';

/** This moment, renewed every `everyMs` (the today line and today's cell move on while the page is open). */
export function useNow(everyMs = 5 * 60 * 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
