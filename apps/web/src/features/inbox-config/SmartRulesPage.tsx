import { apiPaths, SMART_RULES_MAX, type SmartRule, type SmartRuleOrder, type Tag } from '@herald/contract';
import { Alert, App, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { useAccounts } from '../../api/lookups.js';
import { AddButton, RowActions } from '../../components/actions.js';
import { FormModal, useEditor } from '../../components/form-modal.js';
import { networkName } from '../../components/networks.js';
import { PageHeader } from '../../components/paged.js';
import { FullPageSpinner, QueryError } from '../../components/states.js';
import { useHolds } from '../../lib/abilities.js';
import { useFailureText } from '../../lib/failure-text.js';
import type { ScreenProps } from '../../screens/types.js';
import { ApplyModal } from './components/ApplyModal.js';
import { RerunNotice } from './components/RerunNotice.js';
import { RuleCard, type RuleNames } from './components/RuleCard.js';
import { RuleFields } from './components/RuleFields.js';
import { RuleLists } from './components/RuleLists.js';
import { useSmartRules } from './hooks/useSmartRules.js';
import { isComplete, type RuleValues, ruleInputOf, ruleValuesOf } from './model/rule-form.js';

type Editing = { mode: 'create' } | { mode: 'edit'; rule: SmartRule };

/** Names for the ids rules hold, from the look-ups the editor uses too. */
function useRuleNames(): RuleNames {
  const tags = useApiQuery(apiPaths.tag.all, {});
  const accounts = useAccounts();
  const members = useApiQuery(apiPaths.config.groupMembers, {});
  return useMemo(
    () => ({
      tags: new Map((tags.data ?? []).map((tag): [number, Tag] => [tag.id, tag])),
      accounts: new Map(
        (accounts.data ?? []).map((account) => [
          account.id,
          `${networkName(account.social_channel)} · ${account.social_account}`,
        ]),
      ),
      members: new Map((members.data ?? []).map((member) => [member.user_id, member.name || member.email])),
    }),
    [tags.data, accounts.data, members.data],
  );
}

/**
 * /config/smart_rule: the ordered list (first match only) and the unordered list (every match), with
 * drag to reorder and to move between them, the rule editor with its dry run, and applying a rule to
 * past items with its progress.
 */
export default function SmartRulesPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const canManage = useHolds('config_manage');
  const rules = useSmartRules();
  const names = useRuleNames();
  const editor = useEditor<Editing>();
  const [applying, setApplying] = useState<SmartRule | null>(null);
  const data = rules.query.data;
  const total = data ? data.ordered.length + data.unordered.length : 0;
  const editing = editor.value;

  const move = (id: number, order: SmartRuleOrder, position: number) =>
    rules.move(id, order, position).then(
      () => void message.success(t('inboxConfig.rules.moved')),
      (error: unknown) => {
        void message.error(failureText(error));
        throw error;
      },
    );
  const submit = (values: RuleValues) => {
    const input = ruleInputOf(values);
    if (!isComplete(input)) return Promise.reject(new Error(t('inboxConfig.rules.form.incomplete')));
    return editing?.mode === 'edit'
      ? rules.update.mutateAsync({ ...input, id: editing.rule.id })
      : rules.create.mutateAsync(input);
  };
  const other = (order: SmartRuleOrder): SmartRuleOrder => (order === 'ordered' ? 'unordered' : 'ordered');
  const renderRule = (rule: SmartRule) => (
    <RuleCard
      key={rule.id}
      rule={rule}
      names={names}
      canManage={canManage}
      actions={
        canManage ? (
          <RowActions
            onEdit={() => editor.show({ mode: 'edit', rule })}
            extra={[
              {
                key: 'move',
                label: t(`inboxConfig.rules.moveTo.${other(rule.order)}`),
                onClick: () =>
                  void move(rule.id, other(rule.order), data?.[other(rule.order)].length ?? 0).catch(
                    () => undefined,
                  ),
              },
              { key: 'apply', label: t('inboxConfig.rules.applyAction'), onClick: () => setApplying(rule) },
            ]}
            remove={{
              confirm: t('inboxConfig.rules.deleteConfirm', { name: rule.name }),
              action: () => rules.remove.mutateAsync({ id: rule.id }),
            }}
          />
        ) : null
      }
    />
  );

  return (
    <>
      <PageHeader
        title={t('inboxConfig.rules.title')}
        action={
          canManage && data && total < SMART_RULES_MAX ? (
            <AddButton
              label={t('inboxConfig.rules.add')}
              onClick={() => editor.show({ mode: 'create' })}
              testId="rule-add"
            />
          ) : null
        }
      >
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('inboxConfig.rules.explain')}
        </Typography.Paragraph>
        {data && (
          <Typography.Text type="secondary">
            {t('inboxConfig.rules.count', { count: total, max: SMART_RULES_MAX })}
          </Typography.Text>
        )}
      </PageHeader>
      {!canManage && data && (
        <Alert type="info" showIcon title={t('inboxConfig.readOnly')} style={{ marginBottom: 16 }} />
      )}
      {rules.query.isPending && <FullPageSpinner />}
      {rules.query.isError && (
        <QueryError
          error={rules.query.error}
          onRetry={() => void rules.query.refetch()}
          what={t('inboxConfig.rules.title')}
        />
      )}
      {data && (
        <>
          <RerunNotice rerun={data.rerun} />
          <RuleLists
            lists={{ ordered: data.ordered, unordered: data.unordered }}
            onMove={move}
            renderRule={renderRule}
          />
        </>
      )}
      {editing && (
        <FormModal<RuleValues>
          editor={editor}
          title={editing.mode === 'edit' ? t('inboxConfig.rules.edit') : t('inboxConfig.rules.add')}
          initialValues={ruleValuesOf(editing.mode === 'edit' ? editing.rule : null)}
          mode={editing.mode}
          onSubmit={submit}
          width={920}
        >
          <RuleFields />
        </FormModal>
      )}
      {applying && (
        <ApplyModal
          rule={applying}
          onClose={() => setApplying(null)}
          onApply={(from, to) => rules.apply.mutateAsync({ id: applying.id, from, to })}
        />
      )}
    </>
  );
}
