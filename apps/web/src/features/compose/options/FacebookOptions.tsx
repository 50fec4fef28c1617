import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { issueProps } from '../components/issue-help.js';
import { type OptionsPanelProps, optionIssues } from './types.js';

/** Facebook's video content categories (Graph API `content_category`). */
export const facebookCategories = [
  'BEAUTY_FASHION',
  'BUSINESS',
  'CARS_TRUCKS',
  'COMEDY',
  'CUTE_ANIMALS',
  'ENTERTAINMENT',
  'FAMILY',
  'FOOD_HEALTH',
  'HOME',
  'LIFESTYLE',
  'MUSIC',
  'NEWS',
  'POLITICS',
  'SCIENCE',
  'SPORTS',
  'TECHNOLOGY',
  'VIDEO_GAMING',
  'OTHER',
] as const;

export function FacebookOptions({ form }: OptionsPanelProps) {
  const { t } = useTranslation();
  const draft = form.values.options.facebook;
  return (
    <Form.Item
      label={t('compose.facebook.category')}
      extra={t('compose.facebook.categoryHint')}
      {...issueProps(optionIssues(form, 'facebook', 'content_category'))}
    >
      <Select<string>
        allowClear
        value={draft.content_category ?? undefined}
        onChange={(category) => form.setOptions('facebook', { content_category: category ?? null })}
        options={facebookCategories.map((category) => ({
          value: category,
          label: t(`compose.facebook.categories.${category}`),
        }))}
        placeholder={t('compose.facebook.categoryPlaceholder')}
        aria-label={t('compose.facebook.category')}
        style={{ maxWidth: 320 }}
      />
    </Form.Item>
  );
}
