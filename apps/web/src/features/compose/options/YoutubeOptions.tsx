import { youtubePrivacies } from '@herald/contract';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ThirdSearch, useThirdLookup } from '../../../components/ThirdSearch.js';
import { issueProps } from '../components/issue-help.js';
import { type OptionsPanelProps, optionIssues } from './types.js';

/** YouTube: tags, privacy, category (from the channel's region) and the audience declaration. */
export function YoutubeOptions({ form }: OptionsPanelProps) {
  const { t } = useTranslation();
  const draft = form.values.options.youtube;
  const accountId = form.accountFor('youtube');
  const categories = useThirdLookup(accountId, 'youtube_categories', '');
  const categoryName =
    categories.data?.find((item) => item.id === draft.category_id)?.name ?? draft.category_id;
  return (
    <>
      <Form.Item
        label={t('compose.youtube.privacy')}
        {...issueProps(optionIssues(form, 'youtube', 'privacy'))}
      >
        <Radio.Group
          value={draft.privacy}
          onChange={(event) => {
            const privacy = youtubePrivacies.find((value) => value === event.target.value);
            if (privacy) form.setOptions('youtube', { privacy });
          }}
          options={youtubePrivacies.map((privacy) => ({
            value: privacy,
            label: t(`compose.youtube.privacies.${privacy}`),
          }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item
        label={t('compose.youtube.audience')}
        extra={t('compose.youtube.audienceHint')}
        {...issueProps(optionIssues(form, 'youtube', 'made_for_kids'))}
      >
        <Radio.Group
          value={draft.made_for_kids}
          onChange={(event) => form.setOptions('youtube', { made_for_kids: event.target.value === true })}
          options={[
            { value: true, label: t('compose.youtube.forKids') },
            { value: false, label: t('compose.youtube.notForKids') },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={t('compose.youtube.category')}
        {...issueProps(optionIssues(form, 'youtube', 'category_id'))}
      >
        <ThirdSearch
          mode="list"
          kind="youtube_categories"
          accountId={accountId}
          value={
            draft.category_id ? { id: draft.category_id, name: categoryName ?? draft.category_id } : null
          }
          onChange={(item) => form.setOptions('youtube', { category_id: item?.id ?? null })}
          placeholder={t('compose.youtube.categoryPlaceholder')}
          ariaLabel={t('compose.youtube.category')}
        />
      </Form.Item>
      <Form.Item
        label={t('compose.youtube.tags')}
        extra={t('compose.youtube.tagsHint')}
        {...issueProps(optionIssues(form, 'youtube', 'video_tags'))}
      >
        <Select<string[]>
          mode="tags"
          open={false}
          tokenSeparators={[',']}
          value={draft.video_tags}
          onChange={(tags) =>
            form.setOptions('youtube', { video_tags: tags.map((tag) => tag.trim()).filter(Boolean) })
          }
          aria-label={t('compose.youtube.tags')}
        />
      </Form.Item>
    </>
  );
}
