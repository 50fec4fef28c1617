import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { networkNames, type SmartRule, type Tag } from '@herald/contract';
import { Tag as AntTag, Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../hooks/useLabels.js';
import { useTagLabel } from '../hooks/useTags.js';
import { TagChip } from './TagChip.js';

/** Names of what a rule refers to by id, from the screen's look-ups. */
export interface RuleNames {
  tags: ReadonlyMap<number, Tag>;
  accounts: ReadonlyMap<number, string>;
  members: ReadonlyMap<number, string>;
}

/** The editor's field names double as the summary's labels. */
type FieldWord =
  | 'networks'
  | 'accounts'
  | 'feedTypes'
  | 'sentiments'
  | 'languages'
  | 'authors'
  | 'minFollowers'
  | 'setSentiment'
  | 'assignee'
  | 'state'
  | 'hide'
  | 'reply'
  | 'notify';

/** A rule in one or two lines: what it looks at, then what it does. */
function useSummary(rule: SmartRule, names: RuleNames) {
  const { t } = useTranslation();
  const labels = useLabels();
  const tagLabel = useTagLabel();
  const c = rule.criteria;
  const a = rule.actions;
  const f = (key: FieldWord) => t(`inboxConfig.rules.form.${key}`);
  const criteria = [
    c.networks.length > 0 && `${f('networks')}: ${c.networks.map((n) => networkNames[n]).join(', ')}`,
    c.account_ids.length > 0 &&
      `${f('accounts')}: ${c.account_ids.map((id) => names.accounts.get(id) ?? `#${id}`).join(', ')}`,
    c.feed_types.length > 0 && `${f('feedTypes')}: ${c.feed_types.map(labels.feedType).join(', ')}`,
    ...c.keywords.map(
      (group) => `${t(`inboxConfig.rules.form.match.${group.match}`)} ${group.terms.join(', ')}`,
    ),
    c.sentiments.length > 0 && `${f('sentiments')}: ${c.sentiments.map(labels.sentiment).join(', ')}`,
    c.languages.length > 0 && `${f('languages')}: ${c.languages.map(labels.language).join(', ')}`,
    c.authors.length > 0 && `${f('authors')}: ${c.authors.join(', ')}`,
    c.min_followers !== null && `${f('minFollowers')}: ${c.min_followers.toLocaleString()}`,
  ].filter((part): part is string => typeof part === 'string');
  const member = (id: number) => names.members.get(id) ?? `#${id}`;
  const actions: ReactNode[] = [
    ...a.tag_ids.map((id) => {
      const tag = names.tags.get(id);
      return tag ? <TagChip key={`tag-${id}`} label={tagLabel(tag)} color={tag.color} /> : null;
    }),
    a.sentiment && (
      <AntTag key="sentiment">{`${f('setSentiment')}: ${labels.sentiment(a.sentiment)}`}</AntTag>
    ),
    a.assignee_id !== null && <AntTag key="assignee">{`${f('assignee')}: ${member(a.assignee_id)}`}</AntTag>,
    a.state && <AntTag key="state">{`${f('state')}: ${labels.state(a.state)}`}</AntTag>,
    a.hide && <AntTag key="hide">{f('hide')}</AntTag>,
    a.reply_template && <AntTag key="reply">{`${f('reply')}: ${a.reply_template.slice(0, 40)}`}</AntTag>,
    a.notify_user_ids.length > 0 && (
      <AntTag key="notify">{`${f('notify')}: ${a.notify_user_ids.map(member).join(', ')}`}</AntTag>
    ),
  ].filter((part) => Boolean(part));
  return { criteria, actions };
}

/** One rule in its list: the drag handle (when the caller may change rules), its summary and actions. */
export function RuleCard({
  rule,
  names,
  canManage,
  actions,
}: {
  rule: SmartRule;
  names: RuleNames;
  canManage: boolean;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const summary = useSummary(rule, names);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: rule.id,
      disabled: !canManage,
    });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid={`rule-${rule.id}`}
    >
      <Card size="small">
        <Flex gap={8} align="start">
          {canManage && (
            <Button
              type="text"
              size="small"
              icon={<HolderOutlined />}
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={t('inboxConfig.rules.drag', { name: rule.name })}
              style={{ cursor: 'grab', touchAction: 'none' }}
            />
          )}
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{rule.name}</Typography.Text>
              {!rule.enabled && <AntTag>{t('inboxConfig.rules.disabled')}</AntTag>}
              <Typography.Text type="secondary">
                {t('inboxConfig.rules.matched', { count: rule.match_count })}
              </Typography.Text>
            </Flex>
            <Typography.Text type="secondary">{summary.criteria.join(' · ')}</Typography.Text>
            <Flex gap={4} wrap>
              {summary.actions}
            </Flex>
            {actions}
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
