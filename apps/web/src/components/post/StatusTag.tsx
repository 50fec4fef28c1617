import { type ContentStatus, contentStatusMark, type PublishResult } from '@herald/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { resultLook, statusLook } from './status.js';

/** A content status with its numeric mark (SPEC §4), e.g. "Published 022". */
export function StatusTag({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  const mark = contentStatusMark(status);
  return (
    <Tag color={statusLook[status].tag} style={{ marginInlineEnd: 0 }} data-testid="status-tag">
      {t(`content.statuses.${status}`)}
      {mark && (
        <span
          title={t('content.statusMark', { mark })}
          style={{ marginInlineStart: 6, fontFamily: 'monospace', opacity: 0.75 }}
        >
          {mark}
        </span>
      )}
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
