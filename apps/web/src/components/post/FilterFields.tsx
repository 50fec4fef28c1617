import { type ContentStatus, type SocialNetwork, socialNetworks } from '@herald/contract';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../api/lookups.js';
import { useLookupSelect } from '../lookup-select.js';
import { NetworkIcon, NetworkLabel, networkName } from '../networks.js';

/** A filter field's width: its own on wide screens, the whole row when stacked on phones. */
export function fieldStyle(width: number, block?: boolean): CSSProperties {
  return block ? { width: '100%' } : { width, maxWidth: '100%' };
}

/** What every multi-choice filter shares: its label (placeholder and accessible name) and width. */
export function multiFilter(label: string, width: number, block?: boolean) {
  return {
    mode: 'multiple' as const,
    allowClear: true,
    maxTagCount: 'responsive' as const,
    placeholder: label,
    'aria-label': label,
    style: fieldStyle(width, block),
  };
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
      {...multiFilter(t('content.filters.accounts'), 200, block)}
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
      {...multiFilter(t('content.filters.networks'), 170, block)}
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
      {...multiFilter(t('content.filters.statuses'), 200, block)}
      value={value}
      onChange={onChange}
      options={statuses.map((status) => ({ value: status, label: t(`content.statuses.${status}`) }))}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
