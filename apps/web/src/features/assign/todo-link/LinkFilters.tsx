import { Flex, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../../api/lookups.js';
import { useLookupSelect } from '../../../components/lookup-select.js';
import { usePhone } from '../../../components/viewport.js';
import type { LinkFilterValues } from '../model/link-filters.js';

/** The link screen's filters: post text, accounts, and Herald's proposals only. */
export function LinkFilters({
  values,
  set,
}: {
  values: LinkFilterValues;
  set: (patch: Partial<LinkFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const accounts = useLookupSelect(useAccounts(), (account) => ({
    value: account.id,
    label: `${account.social_account} (${account.social_channel})`,
  }));
  return (
    <Flex wrap gap="small" align="center">
      <Input.Search
        key={values.keyword}
        allowClear
        defaultValue={values.keyword}
        placeholder={t('assign.link.search')}
        aria-label={t('assign.link.search')}
        onSearch={(keyword) => set({ keyword: keyword.trim() })}
        style={{ width: 240, maxWidth: '100%', flex: phone ? '1 1 100%' : undefined }}
      />
      <Select<number[]>
        mode="multiple"
        allowClear
        {...accounts}
        value={values.account_ids}
        onChange={(account_ids) => set({ account_ids })}
        placeholder={t('assign.link.accounts')}
        aria-label={t('assign.link.accounts')}
        maxTagCount="responsive"
        style={{ minWidth: 200, flex: phone ? '1 1 100%' : undefined }}
      />
      <Flex component="label" gap={8} align="center">
        <Switch
          checked={values.proposed}
          onChange={(proposed) => set({ proposed })}
          aria-label={t('assign.link.proposedOnly')}
        />
        <Typography.Text>{t('assign.link.proposedOnly')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
