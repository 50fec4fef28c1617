import type { Task } from '@herald/contract';
import type { DescriptionsProps } from 'antd';
import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LabelPath } from './labels.js';
import { MaterialList } from './materials.js';
import { Deadline, PostPeriod } from './times.js';

type Brief = Pick<
  Task,
  | 'label_path'
  | 'time_zone'
  | 'deadline'
  | 'post_period'
  | 'talking_points'
  | 'hashtags'
  | 'material_ids'
  | 'deeplink'
  | 'notes'
  | 'remind_hours'
>;

const plain = (text: string) =>
  text.trim() ? (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{text}</Typography.Paragraph>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );

const withHash = (tag: string) => (tag.startsWith('#') ? tag : `#${tag}`);

/** A task's hashtags, each copied with one click, and all of them at once. */
export function Hashtags({ hashtags }: { hashtags: readonly string[] }) {
  const { t } = useTranslation();
  if (hashtags.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const all = hashtags.map(withHash).join(' ');
  return (
    <Flex wrap gap={8} align="center" data-testid="hashtags">
      {hashtags.map((tag) => (
        <Typography.Text key={tag} code copyable={{ text: withHash(tag) }}>
          {withHash(tag)}
        </Typography.Text>
      ))}
      {hashtags.length > 1 && (
        <Typography.Text
          type="secondary"
          copyable={{ text: all, tooltips: [t('assign.todo.copyAll'), t('common.copy')] }}
        >
          {t('assign.todo.copyAll')}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * What a task asks of its receivers (SPEC §3 Task): when, under which label, what to say, with
 * which hashtags, link and materials. Times read in the task's own zone.
 */
export function BriefView({ brief, extra = [] }: { brief: Brief; extra?: DescriptionsProps['items'] }) {
  const { t } = useTranslation();
  const facts: DescriptionsProps['items'] = [
    {
      key: 'deadline',
      label: t('assign.fields.deadline'),
      children: <Deadline at={brief.deadline} zone={brief.time_zone} />,
    },
    {
      key: 'period',
      label: t('assign.fields.postPeriod'),
      children: <PostPeriod period={brief.post_period} zone={brief.time_zone} />,
    },
    { key: 'label', label: t('assign.fields.label'), children: <LabelPath path={brief.label_path} /> },
    {
      key: 'remind',
      label: t('assign.fields.remindHours'),
      children:
        brief.remind_hours === null
          ? t('assign.remind.never')
          : t('assign.remind.hours', { count: brief.remind_hours }),
    },
    ...(extra ?? []),
  ];
  // The brief's own words get the whole width, one to a line.
  const words: DescriptionsProps['items'] = [
    { key: 'talking', label: t('assign.fields.talkingPoints'), children: plain(brief.talking_points) },
    { key: 'hashtags', label: t('assign.fields.hashtags'), children: <Hashtags hashtags={brief.hashtags} /> },
    {
      key: 'deeplink',
      label: t('assign.fields.deeplink'),
      children: brief.deeplink ? (
        <Typography.Link
          href={brief.deeplink}
          target="_blank"
          rel="noreferrer"
          copyable={{ text: brief.deeplink }}
        >
          {brief.deeplink}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
    },
    {
      key: 'materials',
      label: t('assign.fields.materials'),
      children: <MaterialList ids={brief.material_ids} />,
    },
    { key: 'notes', label: t('assign.fields.notes'), children: plain(brief.notes) },
  ];
  return (
    <Flex vertical gap={12} data-testid="brief">
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={facts} />
      <Descriptions size="small" column={1} items={words} />
    </Flex>
  );
}
