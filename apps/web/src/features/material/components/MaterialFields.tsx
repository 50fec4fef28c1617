import { MATERIAL_TAGS_MAX } from '@herald/contract';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../components/fields.js';
import { FolderTreeSelect } from '../../../components/material/index.js';
import { useMaterialTags } from '../hooks/reads.js';

const NAME_MAX = 100;
const DESCRIPTION_MAX = 5000;
const TAG_MAX = 40;

/** Tags typed or picked from the game's own (most used first), at most MATERIAL_TAGS_MAX. */
export function TagsSelect({
  value,
  onChange,
  id,
  ariaLabel,
  placeholder,
  mode = 'tags',
}: {
  value?: string[];
  onChange?: (tags: string[]) => void;
  id?: string;
  ariaLabel: string;
  placeholder?: string;
  /** `multiple` picks only existing tags (a filter); `tags` lets new ones be typed. */
  mode?: 'tags' | 'multiple';
}) {
  const tags = useMaterialTags();
  const options = [...(tags.data ?? [])]
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .map((entry) => ({ value: entry.tag, label: `${entry.tag} (${entry.count})` }));
  return (
    <Select
      id={id}
      mode={mode}
      value={value}
      onChange={(next: string[]) =>
        onChange?.(next.map((tag) => tag.trim().slice(0, TAG_MAX)).filter(Boolean))
      }
      options={options}
      loading={tags.isLoading}
      maxCount={mode === 'tags' ? MATERIAL_TAGS_MAX : undefined}
      tokenSeparators={mode === 'tags' ? [','] : undefined}
      optionFilterProp="value"
      placeholder={placeholder}
      aria-label={ariaLabel}
      maxTagCount="responsive"
      allowClear
      style={{ width: '100%' }}
      data-testid="tags-select"
    />
  );
}

/**
 * A material's own fields: its name (unless each file is named elsewhere), the description a post
 * starts from, tags with the game's suggestions, and its folder.
 */
export function MaterialFields({ withName = true }: { withName?: boolean }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <Row gutter={16}>
      {withName && (
        <Col span={24}>
          <Form.Item name="name" label={t('material.fields.name')} rules={rules.text(NAME_MAX)}>
            <Input maxLength={NAME_MAX} showCount data-testid="material-name" />
          </Form.Item>
        </Col>
      )}
      <Col span={24}>
        <Form.Item
          name="default_description"
          label={t('material.fields.description')}
          extra={t('material.fields.descriptionHint')}
          rules={[{ max: DESCRIPTION_MAX }]}
        >
          <Input.TextArea rows={3} maxLength={DESCRIPTION_MAX} data-testid="material-description" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="tags" label={t('material.fields.tags')}>
          <TagsSelect
            ariaLabel={t('material.fields.tags')}
            placeholder={t('material.fields.tagsPlaceholder')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="folder_id" label={t('material.fields.folder')}>
          <FolderTreeSelect
            ariaLabel={t('material.fields.folder')}
            placeholder={t('material.fields.noFolder')}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
