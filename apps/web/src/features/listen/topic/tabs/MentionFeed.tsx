import type { ListenMention } from '@herald/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { List } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MentionItem, type MentionSentiment } from './MentionItem.js';

/** A mention's height before it is measured (a header line, three lines of text, a line of tags). */
const ESTIMATE = 140;

/**
 * The loaded mentions as a virtualised feed scrolled with the page: only those in view (and a few
 * around) are in the document, so thousands loaded by scrolling stay light.
 */
export function MentionFeed({
  rows,
  busy,
  onCorrect,
}: {
  rows: readonly ListenMention[];
  busy: boolean;
  onCorrect: (mention: ListenMention, sentiment: MentionSentiment) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    setMargin(box.current ? box.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATE,
    overscan: 5,
    scrollMargin: margin,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  return (
    <div
      ref={box}
      role="feed"
      aria-busy={busy}
      aria-label={t('listen.topic.tabs.mentions')}
      data-testid="mention-list"
    >
      <List split={false}>
        <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const mention = rows[item.index];
            if (!mention) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start - margin}px)`,
                }}
              >
                <MentionItem mention={mention} onCorrect={(sentiment) => onCorrect(mention, sentiment)} />
              </div>
            );
          })}
        </div>
      </List>
    </div>
  );
}
