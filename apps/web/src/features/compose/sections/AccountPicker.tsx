import { networkNames } from '@herald/contract';
import { Checkbox, Flex, Input, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmulatedTag } from '../../../components/EmulatedTag.js';
import { NetworkIcon } from '../../../components/networks.js';
import type { ComposeAccount } from '../hooks/useComposeAccounts.js';

/** Above this many accounts the picker offers a filter. */
const FILTER_FROM = 8;

function AccountOption({ account, blocked }: { account: ComposeAccount; blocked: string | undefined }) {
  const { t } = useTranslation();
  const network = networkNames[account.network];
  const marked = account.emulated || account.expired;
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Flex gap={6} align="flex-start" style={{ minWidth: 0 }}>
        <NetworkIcon network={account.network} />
        <Typography.Text className="herald-compose-account-name">{account.name}</Typography.Text>
      </Flex>
      {marked && (
        <Flex gap={4} wrap>
          <EmulatedTag account={{ emulated: account.emulated, social_channel: account.network }} />
          {account.expired && (
            <Tooltip title={t('compose.accounts.expiredHint')}>
              <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                {t('compose.accounts.expired')}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      )}
      {account.manualOnly && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('compose.accounts.manualOnly', { network })}
        </Typography.Text>
      )}
      {blocked && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {blocked}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The accounts a post goes to, as a list of check boxes (names, networks and marks stay visible,
 * phones included). Accounts of networks whose API allows no publishing, and accounts without reviewers
 * for the chosen review level, are shown but cannot be picked.
 */
export function AccountPicker({
  accounts,
  value,
  onChange,
  blocked = new Map(),
}: {
  accounts: readonly ComposeAccount[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Accounts that cannot be chosen now, with why (no reviewer for the chosen review level). */
  blocked?: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const sorted = useMemo(
    () =>
      [...accounts].sort(
        (a, b) =>
          Number(a.manualOnly) - Number(b.manualOnly) ||
          networkNames[a.network].localeCompare(networkNames[b.network]) ||
          a.name.localeCompare(b.name),
      ),
    [accounts],
  );
  const wanted = filter.trim().toLowerCase();
  const shown = wanted
    ? sorted.filter(
        (account) =>
          account.name.toLowerCase().includes(wanted) ||
          networkNames[account.network].toLowerCase().includes(wanted) ||
          value.includes(account.id),
      )
    : sorted;
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));

  return (
    <Flex vertical gap="small">
      {accounts.length > FILTER_FROM && (
        <Input.Search
          allowClear
          placeholder={t('compose.accounts.filter')}
          onChange={(event) => setFilter(event.target.value)}
          style={{ maxWidth: 320 }}
        />
      )}
      <div className="herald-compose-accounts" data-testid="compose-accounts">
        {shown.map((account) => (
          <Checkbox
            key={account.id}
            checked={value.includes(account.id)}
            disabled={(account.manualOnly || blocked.has(account.id)) && !value.includes(account.id)}
            onChange={(event) => toggle(account.id, event.target.checked)}
            className="herald-compose-account"
            aria-label={`${networkNames[account.network]} ${account.name}`}
          >
            <AccountOption account={account} blocked={blocked.get(account.id)} />
          </Checkbox>
        ))}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('compose.accounts.chosen', { count: value.length })}
      </Typography.Text>
    </Flex>
  );
}
