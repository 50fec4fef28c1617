import { instagramContentTypes } from '@herald/contract';
import { Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { issueProps } from '../components/issue-help.js';
import { type OptionsPanelProps, optionIssues } from './types.js';

/** Instagram: a feed post, a reel or a story; a first comment; whether a reel also shows in the feed. */
export function InstagramOptions({ form }: OptionsPanelProps) {
  const { t } = useTranslation();
  const draft = form.values.options.instagram;
  return (
    <>
      <Form.Item
        label={t('compose.instagram.type')}
        extra={t(`compose.instagram.typeHints.${draft.content_type}`)}
        {...issueProps(optionIssues(form, 'instagram', 'content_type'))}
      >
        <Radio.Group
          value={draft.content_type}
          onChange={(event) => {
            const type = instagramContentTypes.find((value) => value === event.target.value);
            if (type) form.setOptions('instagram', { content_type: type });
          }}
          options={instagramContentTypes.map((type) => ({
            value: type,
            label: t(`compose.instagram.types.${type}`),
          }))}
          optionType="button"
          data-testid="instagram-type"
        />
      </Form.Item>
      {draft.content_type === 'reel' && (
        <Form.Item label={t('compose.instagram.shareToFeed')}>
          <Switch
            checked={draft.share_to_feed}
            onChange={(checked) => form.setOptions('instagram', { share_to_feed: checked })}
            aria-label={t('compose.instagram.shareToFeed')}
          />
        </Form.Item>
      )}
      {draft.content_type !== 'story' && (
        <Form.Item
          label={t('compose.instagram.firstComment')}
          extra={t('compose.instagram.firstCommentHint')}
          {...issueProps(optionIssues(form, 'instagram', 'first_comment'))}
        >
          <Input.TextArea
            rows={2}
            maxLength={2200}
            showCount
            value={draft.first_comment}
            onChange={(event) => form.setOptions('instagram', { first_comment: event.target.value })}
            aria-label={t('compose.instagram.firstComment')}
          />
        </Form.Item>
      )}
    </>
  );
}
