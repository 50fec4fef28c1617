import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { SentimentRule } from '@herald/contract';
import { App, Button, Flex, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, actionsColumn, RowActions } from '../../components/actions.js';
import { useTableSize } from '../../components/paged.js';
import { EmptyState } from '../../components/states.js';
import { useFailureText } from '../../lib/failure-text.js';
import { SentimentTag } from './SentimentTag.js';
import type { SentimentRules } from './useSentimentRules.js';

/** A rule's terms in one line, for confirmations and the "try it" answer. */
export function termsText(rule: SentimentRule): string {
  return rule.terms.join(', ');
}

/**
 * The rules in priority order: terms as chips, the sentiment, an on/off switch, and for managers
 * up/down to change priority, edit and delete (asked first).
 */
export function RulesTable({
  rules,
  onEdit,
  onAdd,
}: {
  rules: SentimentRules;
  onEdit: (rule: SentimentRule) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const size = useTableSize();
  const [busy, setBusy] = useState<number | null>(null);
  const { canManage } = rules;
  const list = rules.query.data?.list ?? [];

  const act = async (rule: SentimentRule, work: () => Promise<unknown>) => {
    setBusy(rule.id);
    try {
      await work();
      void message.success(t('sentiment.rules.changed'));
    } catch (error) {
      void message.error(failureText(error));
    } finally {
      setBusy(null);
    }
  };
  const toggle = (rule: SentimentRule, enabled: boolean) =>
    act(rule, () =>
      rules.update.mutateAsync({ id: rule.id, terms: rule.terms, sentiment: rule.sentiment, enabled }),
    );
  const moveTo = (rule: SentimentRule, position: number) =>
    act(rule, () => rules.move.mutateAsync({ id: rule.id, position }));

  const columns: ColumnsType<SentimentRule> = [
    {
      title: t('sentiment.rules.priority'),
      key: 'priority',
      width: 120,
      render: (_, rule, index) => (
        <Flex align="center" gap={4}>
          <span style={{ minWidth: 24 }}>{index + 1}</span>
          {canManage && (
            <>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('sentiment.rules.moveUp')}
                disabled={index === 0 || busy !== null}
                onClick={() => void moveTo(rule, index - 1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('sentiment.rules.moveDown')}
                disabled={index === list.length - 1 || busy !== null}
                onClick={() => void moveTo(rule, index + 1)}
              />
            </>
          )}
        </Flex>
      ),
    },
    {
      title: t('sentiment.rules.terms'),
      key: 'terms',
      render: (_, rule) => (
        <Flex wrap gap={4}>
          {rule.terms.map((term) => (
            <Tag key={term} style={{ marginInlineEnd: 0 }}>
              {term}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('sentiment.rules.sentiment'),
      key: 'sentiment',
      width: 120,
      render: (_, rule) => <SentimentTag value={rule.sentiment} />,
    },
    {
      title: t('sentiment.rules.enabled'),
      key: 'enabled',
      width: 90,
      render: (_, rule) => (
        <Switch
          checked={rule.enabled}
          disabled={!canManage || (busy !== null && busy !== rule.id)}
          loading={busy === rule.id}
          aria-label={`${t('sentiment.rules.enabled')}: ${termsText(rule)}`}
          onChange={(enabled) => void toggle(rule, enabled)}
        />
      ),
    },
  ];
  if (canManage)
    columns.push(
      actionsColumn(t('common.actions'), (rule) => (
        <RowActions
          onEdit={() => onEdit(rule)}
          remove={{
            confirm: t('sentiment.rules.deleteConfirm', { terms: termsText(rule) }),
            action: () => rules.remove.mutateAsync({ id: rule.id }),
          }}
        />
      )),
    );

  return (
    <Table<SentimentRule>
      size={size}
      rowKey="id"
      loading={rules.query.isPending}
      columns={columns}
      dataSource={list}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="senti-rules-table"
      locale={{
        emptyText: (
          <EmptyState
            description={t('sentiment.rules.empty')}
            action={canManage ? <AddButton label={t('sentiment.rules.add')} onClick={onAdd} /> : undefined}
          />
        ),
      }}
    />
  );
}
