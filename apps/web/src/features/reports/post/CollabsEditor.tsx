import { apiPaths, type ReportPost } from '@herald/contract';
import { App, Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { useHolds } from '../../../lib/abilities.js';
import { useFailureText } from '../../../lib/failure-text.js';

/** Instagram's own rule for a username, as the contract checks it. */
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const MAX_COLLABS = 3;

/**
 * An Instagram post's collaborators (report/post/set_collabs). Anyone sees them; editing needs the
 * advanced report permission and is hidden without it.
 */
export function CollabsEditor({ post }: { post: ReportPost }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const canEdit = useHolds('report_advance');
  const [draft, setDraft] = useState<string[] | null>(null);
  const save = useApiMutation(apiPaths.report.postSetCollabs, {
    invalidates: [apiPaths.report.postReports, apiPaths.report.postHistory],
    onSuccess: () => {
      void message.success(t('reports.collabs.saved'));
      setDraft(null);
    },
    onError: (error) => void message.error(failureText(error)),
  });
  const invalid = (draft ?? []).find((name) => !USERNAME.test(name));
  const tooMany = (draft ?? []).length > MAX_COLLABS;
  const problem = invalid
    ? t('reports.collabs.invalid', { name: invalid })
    : tooMany
      ? t('reports.collabs.tooMany')
      : null;
  return (
    <Flex vertical gap="small" data-testid="collabs">
      <Typography.Text strong>{t('reports.collabs.title')}</Typography.Text>
      {draft === null ? (
        <Flex wrap gap="small" align="center">
          {post.collaborators.length === 0 ? (
            <Typography.Text type="secondary">{t('reports.collabs.none')}</Typography.Text>
          ) : (
            post.collaborators.map((name) => <Tag key={name}>@{name}</Tag>)
          )}
          {canEdit && (
            <Button size="small" onClick={() => setDraft(post.collaborators)}>
              {t('reports.collabs.edit')}
            </Button>
          )}
        </Flex>
      ) : (
        <Flex vertical gap="small">
          <Select<string[]>
            mode="tags"
            value={draft}
            onChange={(names) => setDraft(names.map((name) => name.trim().replace(/^@/, '')))}
            placeholder={t('reports.collabs.placeholder')}
            aria-label={t('reports.collabs.title')}
            status={problem ? 'error' : undefined}
            open={false}
            style={{ width: '100%' }}
          />
          <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
            {problem ?? t('reports.collabs.help')}
          </Typography.Text>
          <Flex gap="small">
            <Button
              type="primary"
              size="small"
              disabled={problem !== null}
              loading={save.isPending}
              onClick={() => save.mutate({ id: post.id, usernames: draft })}
            >
              {t('common.save')}
            </Button>
            <Button size="small" onClick={() => setDraft(null)}>
              {t('common.cancel')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
