import { SENTIMENT_RULES_MAX, type SentimentRule } from '@herald/contract';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../components/actions.js';
import { FormModal, useEditor } from '../../components/form-modal.js';
import { PageHeader } from '../../components/paged.js';
import { QueryError } from '../../components/states.js';
import type { ScreenProps } from '../../screens/types.js';
import { RerunPanel } from './RerunPanel.js';
import { RuleFields, type RuleValues, ruleInputOf, ruleValuesOf } from './RuleForm.js';
import { RulesTable } from './RulesTable.js';
import { TryPanel } from './TryPanel.js';
import { useSentimentRules } from './useSentimentRules.js';

type Editing = { mode: 'create' } | { mode: 'edit'; rule: SentimentRule };

/** /config/senti: the game's sentiment rules by priority, the re-classification they start, "try it". */
export default function SentimentRulesPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const rules = useSentimentRules();
  const editor = useEditor<Editing>();
  const { query, canManage } = rules;
  const data = query.data;
  const full = (data?.list.length ?? 0) >= SENTIMENT_RULES_MAX;
  const add = () => editor.show({ mode: 'create' });
  const editing = editor.value;
  const submit = (values: RuleValues) => {
    const input = ruleInputOf(values);
    return editing?.mode === 'edit'
      ? rules.update.mutateAsync({ ...input, id: editing.rule.id })
      : rules.create.mutateAsync(input);
  };
  return (
    <>
      <PageHeader
        title={t('sentiment.rules.title')}
        action={
          canManage &&
          !full && <AddButton label={t('sentiment.rules.add')} onClick={add} testId="senti-rule-add" />
        }
      >
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('sentiment.rules.explain')}
        </Typography.Paragraph>
      </PageHeader>
      {!canManage && data && (
        <Alert type="info" showIcon title={t('sentiment.rules.readOnly')} style={{ marginBottom: 16 }} />
      )}
      {query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          what={t('sentiment.rules.title')}
        />
      ) : (
        <Flex vertical gap="middle">
          {data && <RerunPanel rerun={data.rerun} corrections={data.corrections} />}
          <Card size="small">
            <RulesTable rules={rules} onAdd={add} onEdit={(rule) => editor.show({ mode: 'edit', rule })} />
            {data && data.list.length > 0 && (
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
                {t('sentiment.rules.count', { count: data.list.length, max: SENTIMENT_RULES_MAX })}
              </Typography.Text>
            )}
          </Card>
          <TryPanel rules={data?.list ?? []} />
        </Flex>
      )}
      {editing && (
        <FormModal<RuleValues>
          editor={editor}
          title={editing.mode === 'edit' ? t('sentiment.rules.edit') : t('sentiment.rules.add')}
          initialValues={ruleValuesOf(editing.mode === 'edit' ? editing.rule : null)}
          mode={editing.mode}
          codeFields={{}}
          onSubmit={submit}
        >
          <RuleFields />
        </FormModal>
      )}
    </>
  );
}
