import {
  apiPaths,
  type BindCandidate,
  networkNames,
  networkProfiles,
  type SocialNetwork,
} from '@herald/contract';
import { App, Avatar, Checkbox, Flex, Modal, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../../api/hooks.js';
import { EmptyState, QueryError } from '../../components/states.js';
import { useFailureText } from '../../lib/failure-text.js';
import { accountReads } from './AccountEditors.js';

/** One page, channel or community: ticked and locked when already here, locked when in another game. */
function CandidateRow({
  candidate,
  checked,
  onToggle,
}: {
  candidate: BindCandidate;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const taken = candidate.connected_here || candidate.connected_game !== null;
  let note: string | null = null;
  if (candidate.connected_here) note = t('account.candidates.connectedHere');
  else if (candidate.connected_game !== null)
    note = t('account.candidates.connectedGame', { game: candidate.connected_game });
  return (
    <Checkbox
      checked={candidate.connected_here || checked}
      disabled={taken}
      onChange={(event) => onToggle(event.target.checked)}
      data-testid={`candidate-${candidate.social_id}`}
    >
      <Flex gap="small" align="center">
        <Avatar src={candidate.avatar_url ?? undefined} size="small" alt="">
          {candidate.social_account.charAt(0).toUpperCase()}
        </Avatar>
        <Flex vertical>
          <Typography.Text>{candidate.social_account}</Typography.Text>
          {note && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {note}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Checkbox>
  );
}

/**
 * After a successful authorization: what it gives access to (account/bind/candidates), to tick and
 * connect (account/bind/accounts). The list and account pickers refresh afterwards.
 */
export function CandidatesModal({
  state,
  network,
  onClose,
}: {
  state: string;
  network: SocialNetwork;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const query = useApiQuery(
    apiPaths.account.bindCandidates,
    { state },
    { staleTime: Number.POSITIVE_INFINITY },
  );
  const bind = useApiMutation(apiPaths.account.bindAccounts, { invalidates: accountReads });

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const confirm = async () => {
    try {
      const connected = await bind.mutateAsync({ state, social_ids: [...chosen] });
      void message.success(t('account.candidates.done', { count: connected.length }));
      onClose();
    } catch (error) {
      void message.error(failureText(error));
    }
  };

  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Spin style={{ display: 'block', margin: '32px auto' }} />;
  else if (query.data.candidates.length === 0)
    body = <EmptyState description={t('account.candidates.none')} />;
  else {
    const kind = t(`account.connectable.${networkProfiles[query.data.social_channel].connectable}`);
    body = (
      <Flex vertical gap="middle" data-testid="candidates">
        <Typography.Text type="secondary">{t('account.candidates.intro', { kind })}</Typography.Text>
        {query.data.candidates.map((candidate) => (
          <CandidateRow
            key={candidate.social_id}
            candidate={candidate}
            checked={chosen.has(candidate.social_id)}
            onToggle={(on) => toggle(candidate.social_id, on)}
          />
        ))}
      </Flex>
    );
  }
  return (
    <Modal
      open
      title={t('account.candidates.title', { network: networkNames[network] })}
      onCancel={onClose}
      okText={t('account.candidates.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => void confirm()}
      okButtonProps={{ disabled: chosen.size === 0, loading: bind.isPending }}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
