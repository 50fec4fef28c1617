import { type ContentStatus, contentStatusMark, type PublishResult } from '@herald/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { resultLook, statusLook } from './status.js';

/**
 * A content status. Its numeric mark (SPEC §4, e.g. 022 for published) is data for exports and
 * support, not for reading: it is the tag's tooltip, not part of its text.
 */
export function StatusTag({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  const mark = contentStatusMark(status);
  return (
    <Tag
      color={statusLook[status].tag}
      style={{ marginInlineEnd: 0 }}
      data-testid="status-tag"
      data-mark={mark || undefined}
      title={mark ? t('content.statusMark', { mark }) : undefined}
    >
      {t(`content.statuses.${status}`)}
    </Tag>
  );
}

/** How publishing to one account went. */
export function ResultTag({ result }: { result: PublishResult }) {
  const { t } = useTranslation();
  return (
    <Tag color={resultLook[result]} style={{ marginInlineEnd: 0 }}>
      {t(`content.results.${result}`)}
    </Tag>
  );
}
