import {
  type AccountStatus,
  type AccountVisibility,
  accountStatuses,
  accountVisibilities,
  type SocialNetwork,
  socialNetworks,
} from '@herald/contract';
import { Select } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkLabel } from '../../components/networks.js';

export interface AccountFilterValues {
  social_channel?: SocialNetwork;
  status?: AccountStatus;
  visibility: AccountVisibility;
}

/** The list's filters beyond the keyword; the list shows what is available to the caller by default. */
export function useAccountFilters() {
  const [values, setValues] = useState<AccountFilterValues>({ visibility: 'available' });
  const set = useCallback(
    (patch: Partial<AccountFilterValues>) => setValues((current) => ({ ...current, ...patch })),
    [],
  );
  const filtered =
    values.social_channel !== undefined || values.status !== undefined || values.visibility !== 'available';
  return { values, set, filtered };
}

const selectStyle = { width: 180, maxWidth: '100%' };

export function AccountFilters({
  values,
  set,
}: {
  values: AccountFilterValues;
  set: (patch: Partial<AccountFilterValues>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Select<SocialNetwork>
        allowClear
        placeholder={t('account.filters.network')}
        aria-label={t('account.filters.network')}
        style={selectStyle}
        value={values.social_channel}
        onChange={(social_channel) => set({ social_channel })}
        options={socialNetworks.map((network) => ({
          value: network,
          label: <NetworkLabel network={network} size={14} />,
        }))}
      />
      <Select<AccountStatus>
        allowClear
        placeholder={t('account.filters.status')}
        aria-label={t('account.filters.status')}
        style={selectStyle}
        value={values.status}
        onChange={(status) => set({ status })}
        options={accountStatuses.map((status) => ({ value: status, label: t(`account.statuses.${status}`) }))}
      />
      <Select<AccountVisibility>
        aria-label={t('account.filters.visibility')}
        style={selectStyle}
        value={values.visibility}
        onChange={(visibility) => set({ visibility })}
        options={accountVisibilities.map((value) => ({ value, label: t(`account.filters.${value}`) }))}
      />
    </>
  );
}
