import { CloseOutlined } from '@ant-design/icons';
import { type TopicTermKind, topicTermKinds } from '@herald/contract';
import { Flex, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTerm, parseTerm, type TopicTerm, termText } from '../model/terms.js';

/**
 * Terms as chips, and an input that adds one on Enter: its kind from the selector beside it, or from
 * how it is typed (`#`, `$`, `@`, `from:`, `to:`, quotes).
 */
export function TermChips({
  terms,
  onChange,
  disabled,
  label,
  testId,
}: {
  terms: readonly TopicTerm[];
  onChange: (terms: TopicTerm[]) => void;
  disabled?: boolean;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TopicTermKind>('keyword');
  const [typed, setTyped] = useState('');
  const add = () => {
    const term = parseTerm(typed, kind);
    if (!term) return;
    onChange(addTerm(terms, term));
    setTyped('');
  };
  return (
    <Flex vertical gap={6} data-testid={testId}>
      {terms.length > 0 && (
        <Flex wrap gap={4}>
          {terms.map((term, index) => {
            const text = termText(term);
            return (
              <Tag
                key={`${term.kind}:${term.value}`}
                closable={!disabled}
                onClose={() => onChange(terms.filter((_, other) => other !== index))}
                closeIcon={<CloseOutlined aria-label={t('listen.edit.removeTerm', { term: text })} />}
                title={t(`listen.edit.kinds.${term.kind}`)}
                style={{ marginInlineEnd: 0 }}
                data-kind={term.kind}
              >
                {text}
              </Tag>
            );
          })}
        </Flex>
      )}
      {!disabled && (
        <Space.Compact style={{ width: '100%' }}>
          <Select<TopicTermKind>
            value={kind}
            onChange={setKind}
            aria-label={t('listen.edit.termKind')}
            options={topicTermKinds.map((value) => ({ value, label: t(`listen.edit.kinds.${value}`) }))}
            style={{ width: 130, flex: 'none' }}
            popupMatchSelectWidth={false}
          />
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              add();
            }}
            placeholder={t('listen.edit.termPlaceholder')}
            aria-label={label}
            maxLength={200}
          />
        </Space.Compact>
      )}
    </Flex>
  );
}
