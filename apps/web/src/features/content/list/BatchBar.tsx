import { BATCH_LIMIT, batchActions, type PostSummary } from '@herald/contract';
import { Alert, Button, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type BatchAction = (typeof batchActions)[number];

/**
 * The bulk actions over the selected posts. An action is offered when at least one selected post
 * allows it; the server checks each post again and answers for each.
 */
export function BatchBar({
  selected,
  busy,
  onRun,
  onClear,
}: {
  selected: readonly PostSummary[];
  busy: BatchAction | null;
  onRun: (action: BatchAction) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (selected.length === 0) return null;
  const tooMany = selected.length > BATCH_LIMIT;
  return (
    // Stays in view under the console's header while rows further down are ticked.
    <div style={{ position: 'sticky', top: 72, zIndex: 5 }}>
      <Alert
        type={tooMany ? 'warning' : 'info'}
        data-testid="batch-bar"
        title={
          <Flex wrap gap="small" align="center">
            <Typography.Text strong>
              {t('content.batch.selected', { count: selected.length })}
            </Typography.Text>
            {tooMany && (
              <Typography.Text type="warning">
                {t('content.batch.limit', { max: BATCH_LIMIT })}
              </Typography.Text>
            )}
            {batchActions.map((action) => {
              const eligible = selected.filter((post) => post.actions.includes(action)).length;
              const button = (
                <Button
                  key={action}
                  size="small"
                  danger={action === 'delete'}
                  disabled={tooMany || eligible === 0 || (busy !== null && busy !== action)}
                  loading={busy === action}
                  onClick={() => onRun(action)}
                >
                  {t(`content.actions.${action}`)}
                  {eligible > 0 && eligible < selected.length ? ` (${eligible})` : ''}
                </Button>
              );
              return eligible === 0 && !tooMany ? (
                <Tooltip key={action} title={t('content.batch.noneAllowed')}>
                  {button}
                </Tooltip>
              ) : (
                button
              );
            })}
            <Button size="small" type="link" onClick={onClear}>
              {t('content.batch.clear')}
            </Button>
          </Flex>
        }
      />
    </div>
  );
}
