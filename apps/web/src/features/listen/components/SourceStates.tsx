import type { ListenSourceState, TopicSourceStatus } from '@herald/contract';
import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../components/paged.js';
import { ListenNetworkIcon, listenNetworkName } from './ListenNetwork.js';

/** antd's tag colours per state: their text colours keep AA contrast on their own backgrounds. */
const stateColours: Readonly<Record<ListenSourceState, string>> = {
  ok: 'success',
  waiting: 'default',
  unavailable: 'default',
  no_account: 'warning',
  quota: 'warning',
  reconnect: 'error',
  error: 'error',
};

/** One network of a topic and how listening there stands; why, and when it is tried next, in a tooltip. */
export function SourceState({ status }: { status: TopicSourceStatus }) {
  const { t } = useTranslation();
  const state = t(`listen.states.${status.state}`);
  const tip = [
    t('listen.stateTip', { network: listenNetworkName(status.network), state }),
    status.detail,
    status.next_run_at && status.state !== 'ok'
      ? t('listen.nextRun', { time: formatTime(status.next_run_at) })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Tooltip title={tip}>
      <Tag
        color={stateColours[status.state]}
        style={{ marginInlineEnd: 0 }}
        data-testid={`source-${status.network}`}
        data-state={status.state}
        tabIndex={0}
        aria-label={tip}
      >
        <Flex component="span" align="center" gap={4} style={{ display: 'inline-flex' }}>
          <ListenNetworkIcon network={status.network} size={12} />
          <span>{state}</span>
        </Flex>
      </Tag>
    </Tooltip>
  );
}

/** Every network of a topic with its state. */
export function SourceStates({ statuses }: { statuses: readonly TopicSourceStatus[] }) {
  return (
    <Flex wrap gap={4}>
      {statuses.map((status) => (
        <SourceState key={status.network} status={status} />
      ))}
    </Flex>
  );
}
