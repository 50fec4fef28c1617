import { apiPaths, type TopicFields } from '@herald/contract';
import { Button, Checkbox, Drawer, Empty, Flex, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { addTerm, type TopicTerm, termText } from '../model/terms.js';

type Groups = TopicFields['include_keywords'];
const NEW_GROUP = -1;

/**
 * Patch notes to terms: the pasted notes go to listen/patch/terms, and the proposed terms the user
 * keeps are added to an include group (or a new one).
 */
export function PatchDrawer({
  open,
  onClose,
  groups,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  groups: Groups;
  onChange: (groups: Groups) => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [chosen, setTarget] = useState<number | null>(null);
  // The first group until the user picks another (the groups may load after the drawer is made).
  const target = chosen ?? (groups.length > 0 ? 0 : NEW_GROUP);
  const propose = useApiMutation(apiPaths.listenPatch.terms, {
    onSuccess: (terms) => setPicked(terms.map((_, index) => index)),
  });
  const proposed = propose.data ?? [];
  const add = () => {
    const terms = picked
      .map((index) => proposed[index]?.term)
      .filter((term): term is TopicTerm => term !== undefined);
    if (target === NEW_GROUP) onChange([...groups, { match: 'contain_any', terms }]);
    else
      onChange(
        groups.map((group, index) =>
          index === target
            ? { ...group, terms: terms.reduce<TopicTerm[]>(addTerm, [...group.terms]) }
            : group,
        ),
      );
    onClose();
  };
  return (
    <Drawer open={open} onClose={onClose} title={t('listen.edit.patch.title')} size="large" destroyOnHidden>
      <Flex vertical gap="middle">
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('listen.edit.patch.textPlaceholder')}
          aria-label={t('listen.edit.patch.text')}
          autoSize={{ minRows: 6, maxRows: 16 }}
          maxLength={20_000}
        />
        <Button
          type="primary"
          onClick={() => propose.mutate({ text })}
          loading={propose.isPending}
          disabled={text.trim() === ''}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('listen.edit.patch.propose')}
        </Button>
        {propose.isError && <Typography.Text type="danger">{failureText(propose.error)}</Typography.Text>}
        {propose.isSuccess && proposed.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listen.edit.patch.none')} />
        )}
        {proposed.length > 0 && (
          <>
            <Checkbox.Group<number> value={picked} onChange={setPicked} data-testid="patch-terms">
              <Flex vertical gap={4}>
                {proposed.map((item, index) => (
                  <Checkbox key={`${item.term.kind}:${item.term.value}`} value={index}>
                    {termText(item.term)} <Tag>{t(`listen.edit.patch.reasons.${item.reason}`)}</Tag>
                  </Checkbox>
                ))}
              </Flex>
            </Checkbox.Group>
            <Flex gap="small" align="center" wrap>
              <Typography.Text>{t('listen.edit.patch.into')}</Typography.Text>
              <Select<number>
                value={target}
                onChange={setTarget}
                aria-label={t('listen.edit.patch.into')}
                options={[
                  ...groups.map((_, index) => ({
                    value: index,
                    label: t('listen.edit.group', { index: index + 1 }),
                  })),
                  { value: NEW_GROUP, label: t('listen.edit.patch.newGroup') },
                ]}
                style={{ width: 160 }}
              />
              <Button type="primary" disabled={picked.length === 0} onClick={add} data-testid="patch-add">
                {t('listen.edit.patch.add', { count: picked.length })}
              </Button>
            </Flex>
          </>
        )}
      </Flex>
    </Drawer>
  );
}
