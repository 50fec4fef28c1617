import { type LookupItem, type TiktokPrivacyLevel, tiktokPrivacyLevels } from '@herald/contract';
import { Alert, Avatar, Checkbox, Flex, Form, Select, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/states.js';
import { useThirdLookup } from '../../../components/ThirdSearch.js';
import { issueProps } from '../components/issue-help.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { type OptionsPanelProps, optionIssues } from './types.js';

/** What TikTok's creator info says compose must respect (platforms/tiktok.md §2.1). */
interface Creator {
  nickname: string;
  username: string;
  avatar: string | null;
  privacyLevels: TiktokPrivacyLevel[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxDurationSec: number;
}

function creatorOf(item: LookupItem | undefined): Creator | null {
  if (!item) return null;
  const { extra } = item;
  const offered = Array.isArray(extra.privacy_level_options) ? extra.privacy_level_options : [];
  return {
    nickname: item.name,
    username: typeof extra.creator_username === 'string' ? extra.creator_username : '',
    avatar: item.image_url,
    privacyLevels: tiktokPrivacyLevels.filter((level) => offered.includes(level)),
    commentDisabled: extra.comment_disabled === true,
    duetDisabled: extra.duet_disabled === true,
    stitchDisabled: extra.stitch_disabled === true,
    maxDurationSec:
      typeof extra.max_video_post_duration_sec === 'number' ? extra.max_video_post_duration_sec : 0,
  };
}

/** Keeps the options in line with the creator: what the creator switched off stays off; the longest video. */
function useCreatorLimits(form: ComposeForm, creator: Creator | null) {
  const draft = form.values.options.tiktok;
  const { setOptions } = form;
  useEffect(() => {
    if (!creator) return;
    const patch: Partial<typeof draft> = {};
    if (creator.commentDisabled && !draft.disable_comment) patch.disable_comment = true;
    if (creator.duetDisabled && !draft.disable_duet) patch.disable_duet = true;
    if (creator.stitchDisabled && !draft.disable_stitch) patch.disable_stitch = true;
    if (draft.max_duration_sec !== creator.maxDurationSec) patch.max_duration_sec = creator.maxDurationSec;
    if (draft.privacy_level && !creator.privacyLevels.includes(draft.privacy_level))
      patch.privacy_level = null;
    if (Object.keys(patch).length > 0) setOptions('tiktok', patch);
  }, [creator, draft, setOptions]);
}

function Interactions({ form, creator }: { form: ComposeForm; creator: Creator }) {
  const { t } = useTranslation();
  const draft = form.values.options.tiktok;
  const allow = [
    { key: 'disable_comment', off: creator.commentDisabled, label: t('compose.tiktok.allowComment') },
    { key: 'disable_duet', off: creator.duetDisabled, label: t('compose.tiktok.allowDuet') },
    { key: 'disable_stitch', off: creator.stitchDisabled, label: t('compose.tiktok.allowStitch') },
  ] as const;
  return (
    <Form.Item label={t('compose.tiktok.interactions')} extra={t('compose.tiktok.interactionsHint')}>
      <Flex gap="middle" wrap>
        {allow.map((item) => (
          <Checkbox
            key={item.key}
            checked={!draft[item.key]}
            disabled={item.off}
            onChange={(event) => form.setOptions('tiktok', { [item.key]: !event.target.checked })}
          >
            {item.label}
          </Checkbox>
        ))}
      </Flex>
    </Form.Item>
  );
}

function Disclosure({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const draft = form.values.options.tiktok;
  const [disclose, setDisclose] = useState(draft.brand_organic_toggle || draft.brand_content_toggle);
  const label = draft.brand_content_toggle
    ? 'paidPartnership'
    : draft.brand_organic_toggle
      ? 'promotional'
      : null;
  return (
    <Form.Item
      label={t('compose.tiktok.disclose')}
      extra={t('compose.tiktok.discloseHint')}
      {...issueProps(optionIssues(form, 'tiktok', 'brand_content_toggle'))}
    >
      <Switch
        checked={disclose}
        onChange={(checked) => {
          setDisclose(checked);
          if (!checked)
            form.setOptions('tiktok', { brand_organic_toggle: false, brand_content_toggle: false });
        }}
        aria-label={t('compose.tiktok.disclose')}
      />
      {disclose && (
        <Flex vertical gap={4} style={{ marginTop: 8 }}>
          <Checkbox
            checked={draft.brand_organic_toggle}
            onChange={(event) => form.setOptions('tiktok', { brand_organic_toggle: event.target.checked })}
          >
            {t('compose.tiktok.yourBrand')}
          </Checkbox>
          <Checkbox
            checked={draft.brand_content_toggle}
            disabled={draft.privacy_level === 'SELF_ONLY'}
            onChange={(event) => form.setOptions('tiktok', { brand_content_toggle: event.target.checked })}
          >
            {t('compose.tiktok.brandedContent')}
          </Checkbox>
          {draft.privacy_level === 'SELF_ONLY' && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('compose.tiktok.brandedNotPrivate')}
            </Typography.Text>
          )}
          {label && <Typography.Text type="secondary">{t(`compose.tiktok.labels.${label}`)}</Typography.Text>}
        </Flex>
      )}
    </Form.Item>
  );
}

function PrivacyField({ form, creator }: { form: ComposeForm; creator: Creator }) {
  const { t } = useTranslation();
  const draft = form.values.options.tiktok;
  return (
    <Form.Item
      label={t('compose.tiktok.privacy')}
      required
      extra={t('compose.tiktok.privacyHint')}
      {...issueProps(optionIssues(form, 'tiktok', 'privacy_level'))}
    >
      <Select<TiktokPrivacyLevel>
        value={draft.privacy_level ?? undefined}
        placeholder={t('compose.tiktok.privacyPlaceholder')}
        onChange={(level) => form.setOptions('tiktok', { privacy_level: level })}
        options={creator.privacyLevels.map((level) => ({
          value: level,
          label: t(`compose.tiktok.privacies.${level}`),
          // TikTok: branded content cannot be private.
          disabled: level === 'SELF_ONLY' && draft.brand_content_toggle,
        }))}
        aria-label={t('compose.tiktok.privacy')}
        data-testid="tiktok-privacy"
        style={{ maxWidth: 320 }}
      />
    </Form.Item>
  );
}

/**
 * TikTok's posting rules, as its audit checks them: the creator shown, the privacy level picked by
 * the user from the creator's own choices (no default), interactions the creator switched off shown
 * off, the longest video, the commercial-content disclosure and the consent line.
 */
export function TiktokOptions({ form }: OptionsPanelProps) {
  const { t } = useTranslation();
  const lookup = useThirdLookup(form.accountFor('tiktok'), 'tiktok_creator_info', '');
  const creator = creatorOf(lookup.data?.[0]);
  useCreatorLimits(form, creator);
  const draft = form.values.options.tiktok;
  if (lookup.isLoading) return <Spin />;
  if (lookup.isError || !creator)
    return (
      <QueryError
        error={lookup.error}
        what={t('compose.tiktok.creatorInfo')}
        onRetry={() => void lookup.refetch()}
      />
    );
  return (
    <>
      <Flex gap="small" align="center" style={{ marginBottom: 16 }} data-testid="tiktok-creator">
        <Avatar src={creator.avatar ?? undefined} alt="">
          {creator.nickname.charAt(0)}
        </Avatar>
        <Flex vertical>
          <Typography.Text strong>{creator.nickname}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            @{creator.username} · {t('compose.tiktok.maxDuration', { seconds: creator.maxDurationSec })}
          </Typography.Text>
        </Flex>
      </Flex>
      <PrivacyField form={form} creator={creator} />
      <Interactions form={form} creator={creator} />
      <Disclosure form={form} />
      <Form.Item label={t('compose.tiktok.autoMusic')} extra={t('compose.tiktok.autoMusicHint')}>
        <Switch
          checked={draft.auto_add_music}
          onChange={(checked) => form.setOptions('tiktok', { auto_add_music: checked })}
          aria-label={t('compose.tiktok.autoMusic')}
        />
      </Form.Item>
      <Alert
        type="info"
        showIcon
        title={draft.brand_content_toggle ? t('compose.tiktok.consentBranded') : t('compose.tiktok.consent')}
        description={t('compose.tiktok.processing')}
      />
    </>
  );
}
