import { type ContentStatus, type SocialNetwork, socialNetworks } from '@herald/contract';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../../api/lookups.js';
import { useLookupSelect } from '../../../components/lookup-select.js';
import { NetworkIcon, NetworkLabel, networkName } from '../../../components/networks.js';

/** A filter field's width: its own on wide screens, the whole row when stacked on phones. */
export function fieldStyle(width: number, block?: boolean): CSSProperties {
  return block ? { width: '100%' } : { width, maxWidth: '100%' };
}

/** Accounts of the game the caller may see (the lookup of SPEC §4, fetched once). */
export function AccountFilter({
  value,
  onChange,
  block,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const select = useLookupSelect(accounts, (account) => ({
    value: account.id,
    label: `${networkName(account.social_channel)} · ${account.social_account}`,
  }));
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      placeholder={t('content.filters.accounts')}
      aria-label={t('content.filters.accounts')}
      style={fieldStyle(200, block)}
      value={value}
      onChange={onChange}
      {...select}
    />
  );
}

const isNetwork = (value: unknown): value is SocialNetwork =>
  typeof value === 'string' && (socialNetworks as readonly string[]).includes(value);

/** Networks; picked ones show as their icons to keep the field narrow. */
export function NetworkFilter({
  value,
  onChange,
  block,
}: {
  value: SocialNetwork[];
  onChange: (networks: SocialNetwork[]) => void;
  block?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select<SocialNetwork[]>
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      placeholder={t('content.filters.networks')}
      aria-label={t('content.filters.networks')}
      style={fieldStyle(170, block)}
      value={value}
      onChange={onChange}
      options={socialNetworks.map((network) => ({
        value: network,
        label: <NetworkLabel network={network} size={14} />,
        title: networkName(network),
      }))}
      labelRender={({ value: picked }) =>
        isNetwork(picked) ? <NetworkIcon network={picked} size={14} /> : String(picked)
      }
    />
  );
}

/** Content statuses, from the set the screen is about. */
export function StatusFilter({
  value,
  onChange,
  statuses,
  block,
}: {
  value: ContentStatus[];
  onChange: (statuses: ContentStatus[]) => void;
  statuses: readonly ContentStatus[];
  block?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select<ContentStatus[]>
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      placeholder={t('content.filters.statuses')}
      aria-label={t('content.filters.statuses')}
      style={fieldStyle(200, block)}
      value={value}
      onChange={onChange}
      options={statuses.map((status) => ({ value: status, label: t(`content.statuses.${status}`) }))}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
