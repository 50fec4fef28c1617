import type { UiLocale as Locale } from '../i18n/errors.js';

/**
 * The validation message kinds of SPEC §5, shared by the server (which answers them, translated, in
 * validation_failed issues) and the compose form (which shows the same words live). `{name}`
 * placeholders take the issue's params.
 */
export const ruleKinds = [
  'required',
  'required_by',
  'min_length',
  'max_length',
  'not_supported',
  'min_value',
  'max_value',
  'recommended_min',
  'recommended_max',
  'exceeding_limits',
  'unknown_format',
  'invalid_format',
  'illegal_time_range',
  'schedule_lead',
  'mutually_exclusive',
  'risky_format',
  'fixed_value',
  'mobile_instagram',
] as const;
export type RuleKind = (typeof ruleKinds)[number];

export const ruleMessages: Readonly<Record<Locale, Readonly<Record<RuleKind, string>>>> = {
  en: {
    required: 'Required',
    required_by: 'Required by {network}',
    min_length: 'At least {min} characters',
    max_length: '{network} allows at most {max} characters',
    not_supported: '{network} does not support {what}',
    min_value: 'At least {min}',
    max_value: '{network} allows at most {max}',
    recommended_min: '{network} recommends at least {value}; publishing may fail',
    recommended_max: '{network} recommends at most {value}; publishing may fail',
    exceeding_limits: '{network} allows at most {max} {what}',
    unknown_format: 'Unknown format',
    invalid_format: '{network} does not accept this format ({what})',
    illegal_time_range: 'The end is before the start',
    schedule_lead: 'Schedule at least {minutes} minutes ahead',
    mutually_exclusive: '{network} does not take {what} together',
    risky_format: '{network} often rejects {what}; publishing may fail',
    fixed_value: '{network} always uses {value}',
    mobile_instagram:
      'A mobile publisher publishes to Instagram only: add an Instagram account or clear the publisher',
  },
  'zh-CN': {
    required: '必填',
    required_by: '{network} 要求填写',
    min_length: '至少 {min} 个字符',
    max_length: '{network} 最多允许 {max} 个字符',
    not_supported: '{network} 不支持{what}',
    min_value: '至少为 {min}',
    max_value: '{network} 最多允许 {max}',
    recommended_min: '{network} 建议至少 {value}，发布可能失败',
    recommended_max: '{network} 建议不超过 {value}，发布可能失败',
    exceeding_limits: '{network} 最多允许 {max} 个{what}',
    unknown_format: '未知格式',
    invalid_format: '{network} 不接受此格式（{what}）',
    illegal_time_range: '结束时间早于开始时间',
    schedule_lead: '定时发布须至少提前 {minutes} 分钟',
    mutually_exclusive: '{network} 不能同时包含{what}',
    risky_format: '{network} 经常拒绝{what}，发布可能失败',
    fixed_value: '{network} 固定为 {value}',
    mobile_instagram: '移动发布人只负责 Instagram：请添加 Instagram 账号或清除发布人',
  },
};

/** What a rule is about, named in its message ({what}). */
export const ruleSubjects = [
  'images',
  'videos',
  'gif',
  'images_and_video',
  'poll_and_media',
  'poll',
  'link',
  'location',
  'tag_people',
  'collaborators',
  'text',
  'title',
  'schedule',
  'media',
  'thumbnail',
  'file_size',
  'duration',
  'options',
  'publishing',
  'file_type',
  'comments',
  'likes',
  'messages',
  'accounts',
  'servers',
  'other_network',
] as const;
export type RuleSubject = (typeof ruleSubjects)[number];

export const ruleSubjectNames: Readonly<Record<Locale, Readonly<Record<RuleSubject, string>>>> = {
  en: {
    images: 'images',
    videos: 'videos',
    gif: 'a GIF and other images',
    images_and_video: 'images and a video',
    poll_and_media: 'a poll and media',
    poll: 'polls',
    link: 'attached links',
    location: 'locations',
    tag_people: 'tagged people',
    collaborators: 'collaborators',
    text: 'text-only posts',
    title: 'titles',
    schedule: 'scheduling this post',
    media: 'media',
    thumbnail: 'this thumbnail',
    file_size: 'file size',
    duration: 'video length',
    options: 'options',
    publishing: 'publishing through its API (publish it by hand)',
    file_type: 'this file type',
    comments: 'comments through its API',
    likes: 'likes through its API',
    messages: 'private messages through its API',
    accounts: 'accounts',
    servers: 'server per post (its channel belongs to one server)',
    other_network: 'acting on another network’s content',
  },
  'zh-CN': {
    images: '图片',
    videos: '视频',
    gif: 'GIF 与其他图片',
    images_and_video: '图片和视频',
    poll_and_media: '投票和媒体',
    poll: '投票',
    link: '附加链接',
    location: '位置',
    tag_people: '标记用户',
    collaborators: '协作者',
    text: '纯文字帖子',
    title: '标题',
    schedule: '定时发布此帖子',
    media: '媒体',
    thumbnail: '此封面',
    file_size: '文件大小',
    duration: '视频时长',
    options: '选项',
    publishing: '通过接口发布（请手动发布）',
    file_type: '此文件类型',
    comments: '通过接口评论',
    likes: '通过接口点赞',
    messages: '通过接口发送私信',
    accounts: '账号',
    servers: '服务器（一个帖子的频道只属于一个服务器）',
    other_network: '对其他平台的内容进行操作',
  },
};

/** An issue's message in a language: its kind's words with the network's name and the subject filled in. */
export function formatRuleMessage(
  issue: { rule: RuleKind; network: string | null; params: Readonly<Record<string, string | number>> },
  locale: Locale,
  networkName: (network: string) => string,
): string {
  const values: Record<string, string | number> = { ...issue.params };
  const what = issue.params.what;
  if (typeof what === 'string' && (ruleSubjects as readonly string[]).includes(what))
    values.what = ruleSubjectNames[locale][what as RuleSubject];
  values.network = issue.network ? networkName(issue.network) : '';
  return ruleMessages[locale][issue.rule].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
