import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type TopicFields, type TopicMatchMode, topicMatchModes } from '@herald/contract';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TermChips } from './TermChips.js';

type Group = TopicFields['include_keywords'][number];

/** The include groups: each a match mode and its terms; every group must hold for a mention to count. */
export function IncludeGroups({
  groups,
  onChange,
  disabled,
}: {
  groups: readonly Group[];
  onChange: (groups: Group[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<Group>) =>
    onChange(groups.map((group, other) => (other === index ? { ...group, ...patch } : group)));
  return (
    <Flex vertical gap="small" data-testid="include-groups">
      {groups.map((group, index) => (
        <Card
          // Groups have no identity of their own; their order is what the user edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          size="small"
          title={t('listen.edit.group', { index: index + 1 })}
          extra={
            !disabled && (
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('listen.edit.removeGroup', { index: index + 1 })}
                onClick={() => onChange(groups.filter((_, other) => other !== index))}
              />
            )
          }
        >
          <Flex vertical gap="small">
            <Flex align="center" gap="small" wrap>
              <Typography.Text type="secondary">{t('listen.edit.match')}</Typography.Text>
              <Select<TopicMatchMode>
                value={group.match}
                disabled={disabled}
                onChange={(match) => set(index, { match })}
                aria-label={`${t('listen.edit.group', { index: index + 1 })}: ${t('listen.edit.match')}`}
                options={topicMatchModes.map((value) => ({ value, label: t(`listen.edit.modes.${value}`) }))}
                style={{ width: 140 }}
              />
            </Flex>
            <TermChips
              terms={group.terms}
              disabled={disabled}
              onChange={(terms) => set(index, { terms })}
              label={`${t('listen.edit.group', { index: index + 1 })}: ${t('listen.edit.addTerm')}`}
              testId={`group-${index}`}
            />
          </Flex>
        </Card>
      ))}
      {!disabled && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => onChange([...groups, { match: 'contain_any', terms: [] }])}
          style={{ alignSelf: 'flex-start' }}
          data-testid="add-group"
        >
          {t('listen.edit.addGroup')}
        </Button>
      )}
    </Flex>
  );
}
