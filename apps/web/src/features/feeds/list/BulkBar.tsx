import { CloseOutlined } from '@ant-design/icons';
import {
  type Feed,
  type FeedChange,
  feedStates,
  type JudgedSentiment,
  judgedSentiments,
  type Tag,
} from '@herald/contract';
import { Button, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TagChip } from '../components/TagChips.js';
import type { Member } from '../hooks/useFeedLookups.js';

type Run = (change: FeedChange, label: string, assigneeName?: string | null) => void;

/** A select that acts at once on its choice and shows its action's name again afterwards. */
function ActionSelect<T extends string | number>({
  label,
  options,
  onPick,
  disabled,
  width = 150,
}: {
  label: string;
  options: { value: T; label: React.ReactNode; title: string }[];
  onPick: (value: T, title: string) => void;
  disabled: boolean;
  width?: number;
}) {
  return (
    <Select<T>
      aria-label={label}
      placeholder={label}
      value={null}
      disabled={disabled}
      style={{ width }}
      popupMatchSelectWidth={false}
      options={options}
      showSearch={{ optionFilterProp: 'title' }}
      onChange={(value) => onPick(value, options.find((option) => option.value === value)?.title ?? '')}
    />
  );
}

/**
 * The bulk actions over the checked items: tag, untag, assign, state, sentiment. Each asks first and
 * then shows a result per item (useFeedBatch).
 */
export function BulkBar({
  selected,
  loaded,
  onSelectAll,
  onClear,
  run,
  busy,
  tags,
  members,
}: {
  selected: readonly Feed[];
  loaded: number;
  onSelectAll: () => void;
  onClear: () => void;
  run: Run;
  busy: boolean;
  tags: readonly Tag[];
  members: readonly Member[];
}) {
  const { t } = useTranslation();
  if (selected.length === 0) return null;
  const tagOptions = tags.map((tag) => ({ value: tag.id, label: <TagChip tag={tag} />, title: tag.name }));
  const named = (action: string, value: string) => `${action}: ${value}`;
  return (
    <Flex
      className="feeds-bulk"
      wrap
      gap="small"
      align="center"
      data-testid="feeds-bulk"
      role="toolbar"
      aria-label={t('feeds.bulk.selected', { count: selected.length })}
    >
      <Typography.Text strong>{t('feeds.bulk.selected', { count: selected.length })}</Typography.Text>
      {selected.length < loaded && (
        <Button size="small" type="link" onClick={onSelectAll}>
          {t('feeds.bulk.selectAll', { count: loaded })}
        </Button>
      )}
      <ActionSelect<number>
        label={t('feeds.bulk.tag')}
        options={tagOptions}
        disabled={busy}
        onPick={(id, name) => run({ kind: 'tags_add', tag_ids: [id] }, named(t('feeds.bulk.tag'), name))}
      />
      <ActionSelect<number>
        label={t('feeds.bulk.untag')}
        options={tagOptions}
        disabled={busy}
        onPick={(id, name) => run({ kind: 'tags_remove', tag_ids: [id] }, named(t('feeds.bulk.untag'), name))}
      />
      <ActionSelect<number>
        label={t('feeds.bulk.assign')}
        options={[
          { value: 0, label: t('feeds.row.unassigned'), title: t('feeds.row.unassigned') },
          ...members.map((member) => ({ value: member.user_id, label: member.name, title: member.name })),
        ]}
        disabled={busy}
        onPick={(id, name) =>
          run(
            { kind: 'assign', assignee_id: id === 0 ? null : id },
            named(t('feeds.bulk.assign'), name),
            id === 0 ? null : name,
          )
        }
      />
      <ActionSelect<(typeof feedStates)[number]>
        label={t('feeds.bulk.state')}
        options={feedStates.map((state) => ({
          value: state,
          label: t(`feeds.states.${state}`),
          title: t(`feeds.states.${state}`),
        }))}
        disabled={busy}
        onPick={(state, name) => run({ kind: 'state', state }, named(t('feeds.bulk.state'), name))}
      />
      <ActionSelect<JudgedSentiment>
        label={t('feeds.bulk.sentiment')}
        options={judgedSentiments.map((sentiment) => ({
          value: sentiment,
          label: t(`feeds.sentiments.${sentiment}`),
          title: t(`feeds.sentiments.${sentiment}`),
        }))}
        disabled={busy}
        onPick={(sentiment, name) =>
          run({ kind: 'sentiment', sentiment }, named(t('feeds.bulk.sentiment'), name))
        }
      />
      <Button size="small" icon={<CloseOutlined />} onClick={onClear} disabled={busy}>
        {t('feeds.bulk.clear')}
      </Button>
    </Flex>
  );
}
