import { apiPaths, type LookupItem, type LookupKind } from '@herald/contract';
import { Avatar, Flex, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../api/hooks.js';
import { useLookupSelect } from './lookup-select.js';

/** Typing pauses this long before the network is asked (its look-ups are rate limited). */
const TYPING_PAUSE_MS = 350;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/** A look-up answer through one connected account; lists (categories, flairs) ask with a fixed query. */
export function useThirdLookup(accountId: number | null, kind: LookupKind, query: string, enabled = true) {
  return useApiQuery(
    apiPaths.third.search,
    { account_id: accountId ?? 0, kind, query },
    { enabled: enabled && accountId !== null, staleTime: 5 * 60_000 },
  );
}

function ItemLabel({ item }: { item: LookupItem }) {
  return (
    <Flex gap="small" align="center" style={{ minWidth: 0 }}>
      {item.image_url && <Avatar size={20} src={item.image_url} alt="" />}
      <Typography.Text ellipsis>{item.name}</Typography.Text>
      {item.detail && (
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
          {item.detail}
        </Typography.Text>
      )}
    </Flex>
  );
}

export interface ThirdSearchProps {
  accountId: number | null;
  kind: LookupKind;
  /** The chosen item as saved (id and name), so it shows before any look-up. */
  value: { id: string; name: string } | null;
  onChange: (item: LookupItem | null) => void;
  /** `search`: the network is asked as the user types; `list`: once, with `listQuery`. */
  mode: 'search' | 'list';
  listQuery?: string;
  placeholder?: string;
  ariaLabel: string;
  testId?: string;
}

/**
 * A select fed by a third-party look-up (third/search) with a connected account's authorization.
 * Third-party ids are strings, so the options are built here; loading, failure with retry and
 * "nothing found" come from the console's look-up select.
 */
export function ThirdSearch(props: ThirdSearchProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const settled = useDebounced(typed);
  const query = props.mode === 'list' ? (props.listQuery ?? '') : settled.trim();
  const lookup = useThirdLookup(props.accountId, props.kind, query, props.mode === 'list' || query !== '');
  const {
    options: _numeric,
    showSearch: _local,
    ...states
  } = useLookupSelect(
    lookup,
    (item: LookupItem) => ({ value: 0, label: item.name }),
    props.mode === 'search' && query === '' ? t('compose.lookup.typeToSearch') : t('compose.lookup.nothing'),
  );
  const items = lookup.data ?? [];
  const chosen = props.value;
  const titles = new Map(items.map((item) => [item.id, item.name]));
  if (chosen) titles.set(chosen.id, titles.get(chosen.id) ?? chosen.name);
  const options = items.map((item) => ({
    value: item.id,
    label: <ItemLabel item={item} />,
    title: item.name,
  }));
  if (chosen && !items.some((item) => item.id === chosen.id))
    options.unshift({
      value: chosen.id,
      label: <Typography.Text>{chosen.name}</Typography.Text>,
      title: chosen.name,
    });
  return (
    <Select<string>
      {...states}
      allowClear
      value={chosen?.id}
      options={options}
      placeholder={props.placeholder}
      disabled={props.accountId === null}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
      showSearch={
        props.mode === 'search' ? { filterOption: false, onSearch: setTyped } : { optionFilterProp: 'title' }
      }
      // The chosen value shows its name only; the list shows the details too.
      labelRender={(option) =>
        typeof option.value === 'string' ? (titles.get(option.value) ?? option.label) : option.label
      }
      onChange={(id) => {
        if (id === undefined) props.onChange(null);
        const item = items.find((candidate) => candidate.id === id);
        if (item) props.onChange(item);
      }}
      style={{ width: '100%' }}
    />
  );
}
