import {
  type ReviewContentType,
  type ReviewSwitch,
  reviewContentTypes,
  type SocialNetwork,
  socialNetworks,
} from '@herald/contract';
import { Checkbox, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { NetworkLabel } from '../../components/networks.js';

export type SwitchKey = `${ReviewContentType}:${SocialNetwork}`;

export function switchKey(type: ReviewContentType, network: SocialNetwork): SwitchKey {
  return `${type}:${network}`;
}

/** The switches that are on, as keys. */
export function enabledKeys(switches: readonly ReviewSwitch[]): Set<SwitchKey> {
  return new Set(
    switches.filter((entry) => entry.enabled).map((entry) => switchKey(entry.content_type, entry.network)),
  );
}

export function switchesOf(keys: ReadonlySet<SwitchKey>): ReviewSwitch[] {
  return [...keys].map((key) => {
    const [content_type, network] = key.split(':') as [ReviewContentType, SocialNetwork];
    return { content_type, network, enabled: true };
  });
}

/** Content types down, networks across: a tick means that content to that network needs approval. */
export function SwitchMatrix({
  value,
  onChange,
  disabled,
}: {
  value: ReadonlySet<SwitchKey>;
  onChange: (next: Set<SwitchKey>) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const toggle = (key: SwitchKey, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  const columns: ColumnsType<{ type: ReviewContentType }> = [
    {
      title: t('reviewConfig.switches.contentType'),
      key: 'type',
      fixed: 'left',
      render: (_, row) => t(`reviewConfig.switches.types.${row.type}`),
    },
    ...socialNetworks.map((network) => ({
      title: <NetworkLabel network={network} />,
      key: network,
      align: 'center' as const,
      render: (_: unknown, row: { type: ReviewContentType }) => {
        const key = switchKey(row.type, network);
        return (
          <Checkbox
            checked={value.has(key)}
            disabled={disabled}
            onChange={(event) => toggle(key, event.target.checked)}
            aria-label={`${t(`reviewConfig.switches.types.${row.type}`)} · ${network}`}
            data-testid={`switch-${key}`}
          />
        );
      },
    })),
  ];
  return (
    <Table
      size="small"
      rowKey="type"
      pagination={false}
      columns={columns}
      dataSource={reviewContentTypes.map((type) => ({ type }))}
      scroll={{ x: 'max-content' }}
      data-testid="switch-matrix"
    />
  );
}
