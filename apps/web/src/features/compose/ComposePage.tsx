import { apiPaths, type PostDetail } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { queryKeyOf, useApiQuery } from '../../api/hooks.js';
import { PageHeader } from '../../components/paged.js';
import { EmptyState, FullPageSpinner, QueryError } from '../../components/states.js';
import { useRouteLink } from '../../lib/links.js';
import { emptyValues, valuesFromPost } from '../../lib/post-values/values.js';
import type { ScreenProps } from '../../screens/types.js';
import { ComposeForm } from './ComposeForm.js';
import { type ComposeAccount, useComposeAccounts } from './hooks/useComposeAccounts.js';
import './compose.css';
import { StatusResult } from '../../components/status-result.js';

function parseId(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

function NoAccounts() {
  const { t } = useTranslation();
  const link = useRouteLink();
  return (
    <EmptyState
      description={t('compose.noAccounts')}
      action={
        <Link to={link('account.list')}>
          <Button type="primary">{t('compose.connectAccounts')}</Button>
        </Link>
      }
    />
  );
}

/** Opening a saved post: loaded, and editable only while it is a draft again (SPEC §4). */
function EditPost({
  id,
  accounts,
  onSaved,
}: {
  id: number;
  accounts: readonly ComposeAccount[];
  onSaved: (saved: PostDetail) => void;
}) {
  const { t } = useTranslation();
  const link = useRouteLink();
  // A draft just saved arrives in the cache with the save's answer: no need to load it again at once.
  const detail = useApiQuery(apiPaths.post.detail, { id }, { staleTime: 10_000 });
  const initial = useMemo(() => (detail.data ? valuesFromPost(detail.data.post) : null), [detail.data]);
  if (detail.isLoading) return <FullPageSpinner />;
  if (detail.isError || !detail.data || !initial)
    return (
      <QueryError error={detail.error} what={t('compose.thePost')} onRetry={() => void detail.refetch()} />
    );
  if (!detail.data.actions.includes('edit'))
    return (
      <StatusResult
        status="info"
        title={t('compose.notEditable')}
        extra={
          <Link to={link('content.post.detail', { query: { id: String(id) } })}>
            <Button type="primary">{t('compose.openDetail')}</Button>
          </Link>
        }
      />
    );
  return <ComposeForm key={id} id={id} initial={initial} accounts={accounts} onSaved={onSaved} />;
}

/**
 * The compose screen (/content/compose, /content/post/edit, /content/draft/edit): a new post, or a
 * saved one by its id. A saved draft carries on as /content/draft/edit?id=… of what was saved.
 */
export default function ComposePage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const link = useRouteLink();
  const client = useQueryClient();
  const { query, accounts } = useComposeAccounts();
  const id = parseId(search.get('id'));
  const editing = params.page === 'post' || params.page === 'draft';
  const newValues = useMemo(() => emptyValues(), []);

  const onSaved = (saved: PostDetail) => {
    // The editor of the saved draft opens from what the server answered, without loading it again.
    client.setQueryData(queryKeyOf(apiPaths.post.detail, { id: saved.post.id }), saved);
    if (saved.post.id !== id)
      void navigate(link('content.draft.edit', { query: { id: String(saved.post.id) } }), { replace: true });
  };

  const title = editing
    ? t(params.page === 'post' ? 'compose.editPost' : 'compose.editDraft')
    : t('compose.title');
  let body: ReactNode;
  if (query.isLoading) body = <FullPageSpinner />;
  else if (query.isError)
    body = (
      <QueryError error={query.error} what={t('compose.theAccounts')} onRetry={() => void query.refetch()} />
    );
  else if (editing && id === undefined)
    body = (
      <EmptyState
        description={t('compose.noId')}
        action={
          <Link to={link('content.compose')}>
            <Button type="primary">{t('compose.title')}</Button>
          </Link>
        }
      />
    );
  else if (accounts.length === 0) body = <NoAccounts />;
  else if (editing && id !== undefined) body = <EditPost id={id} accounts={accounts} onSaved={onSaved} />;
  else body = <ComposeForm id={undefined} initial={newValues} accounts={accounts} onSaved={onSaved} />;
  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}
