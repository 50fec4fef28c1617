import { apiPaths } from '@herald/contract';
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { formatCount } from '../../../components/reports/model/display.js';
import { QueryError } from '../../../components/states.js';
import { currentLanguage } from '../../../i18n/index.js';
import { ListenNetworkLabel } from '../components/ListenNetwork.js';

/** How much of each network's search quota the game uses (X: the month's reads and their cost). */
export function QuotaList() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const quota = useApiQuery(apiPaths.listenQuota.quota, {});
  return (
    <Card size="small" title={t('listen.edit.quotas')}>
      {quota.isError ? (
        <QueryError error={quota.error} onRetry={() => void quota.refetch()} />
      ) : (
        <List
          size="small"
          loading={quota.isPending}
          dataSource={quota.data ?? []}
          data-testid="quota-list"
          renderItem={(row) => {
            const values = {
              used: formatCount(row.used, locale),
              limit: row.limit === null ? '' : formatCount(row.limit, locale),
              unit: t(`listen.edit.units.${row.unit}`),
              per: t(`listen.edit.per.${row.per}`),
            };
            return (
              <List.Item key={row.network} style={{ flexWrap: 'wrap', gap: 4 }}>
                <ListenNetworkLabel network={row.network} />
                <Typography.Text type="secondary">
                  {row.limit === null
                    ? t('listen.edit.quotaUnlimited', values)
                    : t('listen.edit.quotaLine', values)}
                  {row.cost_usd !== null
                    ? ` · ${t('listen.edit.quotaCost', { cost: row.cost_usd.toFixed(2) })}`
                    : ''}
                </Typography.Text>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
