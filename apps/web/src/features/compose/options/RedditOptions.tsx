import { redditContentTypes } from '@herald/contract';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ThirdSearch } from '../../../components/ThirdSearch.js';
import { issueProps } from '../components/issue-help.js';
import { type OptionsPanelProps, optionIssues } from './types.js';

/** Reddit: the community (and its flair), and whether the post is text or media (SPEC §5: one hides the other). */
export function RedditOptions({ form }: OptionsPanelProps) {
  const { t } = useTranslation();
  const draft = form.values.options.reddit;
  const accountId = form.accountFor('reddit');
  return (
    <>
      <Form.Item
        label={t('compose.reddit.type')}
        extra={t(`compose.reddit.typeHints.${draft.content_type}`)}
        {...issueProps(optionIssues(form, 'reddit', 'content_type'))}
      >
        <Radio.Group
          value={draft.content_type}
          onChange={(event) => {
            const type = redditContentTypes.find((value) => value === event.target.value);
            if (type) form.setOptions('reddit', { content_type: type });
          }}
          options={redditContentTypes.map((type) => ({
            value: type,
            label: t(`compose.reddit.types.${type}`),
          }))}
          optionType="button"
          data-testid="reddit-type"
        />
      </Form.Item>
      <Form.Item
        label={t('compose.reddit.subreddit')}
        required
        {...issueProps(optionIssues(form, 'reddit', 'subreddit'))}
      >
        <ThirdSearch
          mode="search"
          kind="subreddits"
          accountId={accountId}
          value={draft.subreddit ? { id: draft.subreddit, name: `r/${draft.subreddit}` } : null}
          onChange={(item) => form.setOptions('reddit', { subreddit: item?.id ?? '', flair_id: null })}
          placeholder={t('compose.reddit.subredditPlaceholder')}
          ariaLabel={t('compose.reddit.subreddit')}
          testId="reddit-subreddit"
        />
      </Form.Item>
      {draft.subreddit !== '' && (
        <Form.Item
          label={t('compose.reddit.flair')}
          {...issueProps(optionIssues(form, 'reddit', 'flair_id'))}
        >
          <ThirdSearch
            mode="list"
            listQuery={draft.subreddit}
            kind="subreddit_flairs"
            accountId={accountId}
            value={draft.flair_id ? { id: draft.flair_id, name: draft.flair_id } : null}
            onChange={(item) => form.setOptions('reddit', { flair_id: item?.id ?? null })}
            placeholder={t('compose.reddit.flairPlaceholder')}
            ariaLabel={t('compose.reddit.flair')}
          />
        </Form.Item>
      )}
    </>
  );
}
