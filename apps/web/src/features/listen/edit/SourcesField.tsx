import { apiPaths, type SocialNetwork, socialNetworks, type TopicFields } from '@herald/contract';
import { Alert, Checkbox, Flex, Form, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { useAccounts } from '../../../api/lookups.js';
import { NetworkLabel } from '../../../components/networks.js';
import { formatTime } from '../../../components/paged.js';
import { ThirdSearch } from '../../../components/ThirdSearch.js';
import type { TopicField } from '../model/topic-form.js';
import { fieldError } from './field-error.js';

type Source = TopicFields['sources'][number];
type Errors = Partial<Record<TopicField, string>>;

/** Each connected Instagram account's hashtag searches left, asked again as the hashtags change. */
function HashtagRemain({ hashtags }: { hashtags: readonly string[] }) {
  const { t } = useTranslation();
  const remain = useApiQuery(apiPaths.listenQuota.hashtagRemain, {}, { staleTime: 0 });
  const accounts = remain.data ?? [];
  if (remain.isPending) return null;
  if (accounts.length === 0)
    return <Typography.Text type="secondary">{t('listen.edit.remainNone')}</Typography.Text>;
  return (
    <Flex vertical gap={2} data-testid="hashtag-remain" aria-live="polite">
      {accounts.map((account) => {
        // Hashtags the account searched in the last 7 days cost nothing more; each new one costs one.
        const fresh = hashtags.filter((tag) => !account.used.includes(tag.toLowerCase())).length;
        const left = account.remaining - fresh;
        return (
          <Typography.Text key={account.account_id} type={left < 0 ? 'danger' : 'secondary'}>
            {t('listen.edit.remain', {
              account: account.account_name,
              remaining: Math.max(0, left),
              limit: account.limit,
            })}
            {account.next_free_at
              ? ` · ${t('listen.edit.remainFree', { time: formatTime(account.next_free_at) })}`
              : ''}
          </Typography.Text>
        );
      })}
    </Flex>
  );
}

/** The public Page a Facebook source reads, looked up through the game's first connected Facebook account. */
function PagePicker({
  source,
  onChange,
  disabled,
}: {
  source: Source;
  onChange: (page: Source['page']) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const account = accounts.data?.find((candidate) => candidate.social_channel === 'facebook');
  return (
    <Flex vertical gap={4}>
      <ThirdSearch
        accountId={disabled ? null : (account?.id ?? null)}
        kind="facebook_pages"
        value={source.page}
        onChange={(item) => onChange(item ? { id: item.id, name: item.name } : null)}
        mode="search"
        placeholder={t('listen.edit.pagePlaceholder')}
        ariaLabel={t('listen.edit.page')}
        testId="facebook-page"
      />
      {!disabled && accounts.isSuccess && !account && (
        <Typography.Text type="warning">{t('listen.edit.pageNoAccount')}</Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Where a topic listens: the networks, Instagram's hashtags with each account's budget, Facebook's
 * public Page, TikTok's honest "no search", and the game's Steam app id; refusals beside each.
 */
export function SourcesField({
  fields,
  errors,
  disabled,
  onNetworks,
  onSource,
  onSteam,
}: {
  fields: TopicFields;
  errors: Errors;
  disabled: boolean;
  onNetworks: (networks: SocialNetwork[]) => void;
  onSource: (network: SocialNetwork, patch: Partial<Source>) => void;
  onSteam: (appId: number | null) => void;
}) {
  const { t } = useTranslation();
  const chosen = fields.sources.map((source) => source.network);
  const sourceOf = (network: SocialNetwork) => fields.sources.find((source) => source.network === network);
  const instagram = sourceOf('instagram');
  const facebook = sourceOf('facebook');
  return (
    <>
      <Form.Item
        label={t('listen.edit.networks')}
        extra={t('listen.edit.networksHint')}
        required
        {...fieldError(errors.sources)}
      >
        <Checkbox.Group<SocialNetwork>
          value={chosen}
          disabled={disabled}
          onChange={(networks) => onNetworks(socialNetworks.filter((network) => networks.includes(network)))}
          data-testid="topic-networks"
        >
          <Flex wrap gap="small">
            {socialNetworks.map((network) => (
              <Checkbox key={network} value={network} data-testid={`network-${network}`}>
                <NetworkLabel network={network} />
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
      {chosen.includes('tiktok') && (
        <Alert type="info" showIcon title={t('listen.edit.tiktokNote')} style={{ marginBottom: 16 }} />
      )}
      {instagram && (
        <Form.Item
          label={t('listen.edit.hashtags')}
          extra={t('listen.edit.hashtagsHint')}
          required
          {...fieldError(errors.instagram)}
        >
          <Flex vertical gap={4}>
            <Select<string[]>
              mode="tags"
              value={instagram.hashtags}
              disabled={disabled}
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', ' ']}
              onChange={(tags) =>
                onSource('instagram', {
                  hashtags: tags.map((tag) => tag.replace(/^#/, '').trim()).filter(Boolean),
                })
              }
              placeholder={t('listen.edit.hashtagsPlaceholder')}
              aria-label={t('listen.edit.hashtags')}
              data-testid="instagram-hashtags"
            />
            <HashtagRemain hashtags={instagram.hashtags} />
          </Flex>
        </Form.Item>
      )}
      {facebook && (
        <Form.Item
          label={t('listen.edit.page')}
          extra={t('listen.edit.pageHint')}
          required
          {...fieldError(errors.facebook)}
        >
          <PagePicker
            source={facebook}
            disabled={disabled}
            onChange={(page) => onSource('facebook', { page })}
          />
        </Form.Item>
      )}
      <Form.Item
        label={t('listen.edit.steamAppId')}
        extra={t('listen.edit.steamHint')}
        {...fieldError(errors.steam)}
      >
        <InputNumber<number>
          value={fields.steam_app_id}
          disabled={disabled}
          min={1}
          precision={0}
          controls={false}
          onChange={(value) => onSteam(value ?? null)}
          aria-label={t('listen.edit.steamAppId')}
          style={{ width: 200, maxWidth: '100%' }}
        />
      </Form.Item>
    </>
  );
}
