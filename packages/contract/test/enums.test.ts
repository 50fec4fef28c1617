import { describe, expect, it } from 'vitest';
import {
  accountStatuses,
  accountVisibilities,
  appPostStatuses,
  asyncActionStatuses,
  authPlatforms,
  backtrackStatuses,
  briefStatuses,
  codeMap,
  contentStatuses,
  contentStatusMark,
  contentStatusMarks,
  contentStatusSchema,
  contentTypeCodes,
  contentTypeSchema,
  contentTypes,
  environments,
  feedTypes,
  instagramContentTypes,
  languages,
  linkStatuses,
  listeningTopicStatusCodes,
  loginStates,
  mediaTypeCodes,
  messageTypes,
  metricNaTypes,
  metricValueTypes,
  notificationPositions,
  postTypeSchema,
  postTypes,
  publishLocationCodes,
  publishResultCodes,
  publishTimings,
  redditContentTypes,
  reportContentTypes,
  reportKinds,
  reviewTimeoutActions,
  roleTypeSchema,
  roleTypes,
  sentiments,
  simpleFlowStageCodes,
  smartRuleOrders,
  socialNetworks,
  taskEvents,
  taskStatuses,
  tiktokPrivacyLevels,
  todoStatuses,
  topicMatchModes,
  topicTermKinds,
  topicTypes,
  uploadStatuses,
  userTypeSchema,
  userTypes,
  validationResults,
  youtubePrivacies,
} from '../src/enums.js';
import {
  roleTypeSchema as permRoleTypeSchema,
  userTypeSchema as permUserTypeSchema,
} from '../src/schemas/perm.js';

/** Every list of SPEC §3 / §4 written out, so that a change to the contract fails here. */
describe('enumerations match the spec', () => {
  it.each([
    ['post types', postTypes, ['text', 'image', 'video', 'page', 'link']],
    ['sentiments', sentiments, ['init', 'positive', 'negative', 'neutral', 'unclassified']],
    [
      'feed types',
      feedTypes,
      [
        'post',
        'comment',
        'comment_reply',
        'other_comment',
        'other_comment_reply',
        'message',
        'other_message',
        'like',
        'vote',
      ],
    ],
    ['content types', contentTypes, ['post', 'comment', 'reply', 'message', 'like', 'repost']],
    [
      'topic types',
      topicTypes,
      ['brand', 'industry', 'competitive', 'directional', 'campaign', 'event', 'custom'],
    ],
    ['topic term kinds', topicTermKinds, ['keyword', 'span', 'hashtag', 'cashtag', 'mention', 'from', 'to']],
    ['topic match modes', topicMatchModes, ['contain_any', 'contain_all', 'contain_none']],
    ['user types', userTypes, ['oa', 'account']],
    [
      'report content types',
      reportContentTypes,
      ['post', 'boosted', 'twitter_poll', 'threads_poll', 'instagram_story', 'instagram_reel'],
    ],
    ['report kinds', reportKinds, ['profile', 'post', 'senti', 'creative', 'listening', 'directional']],
    ['role types', roleTypes, ['preset', 'custom']],
    ['metric value types', metricValueTypes, ['amount', 'percent', 'decimal']],
    ['metric na types', metricNaTypes, ['unsupport', 'mismatch', 'unreach']],
    ['account statuses', accountStatuses, ['noconnect', 'connected', 'token_expire', 'oauth_expire']],
    ['backtrack statuses', backtrackStatuses, ['init', 'pending', 'failed', 'success']],
    ['task statuses', taskStatuses, ['drafted', 'published', 'ended', 'deleted']],
    [
      'task events',
      taskEvents,
      [
        'new_draft',
        'new_assign',
        'edit_draft',
        'delete_draft',
        'publish_draft',
        'add_receivers',
        'change_task',
        'abandon_task',
        'task_expired',
        'delete_task',
      ],
    ],
    ['todo statuses', todoStatuses, ['pending', 'completed', 'rejected']],
    ['link statuses', linkStatuses, ['nolink', 'unlink', 'linked', 'tasked', 'todoed']],
    ['brief statuses', briefStatuses, ['init', 'pending', 'resolved', 'rejected']],
    ['upload statuses', uploadStatuses, ['init', 'pause', 'start', 'stop', 'done', 'fail']],
    ['validation results', validationResults, ['safe', 'warn', 'error']],
    ['async action statuses', asyncActionStatuses, ['ready', 'pending', 'resolved', 'rejected', 'aborted']],
    ['app post statuses', appPostStatuses, ['pending', 'shared', 'linked']],
    [
      'content statuses',
      contentStatuses,
      [
        'drafted',
        'apply_fail',
        'reviewing',
        'agreed',
        'rejected',
        'canceling',
        'canceled',
        'scheduled',
        'revoking',
        'revoked',
        'revoke_fail',
        'mobiling',
        'publishing',
        'published',
        'publish_exc',
        'publish_fail',
        'deleting',
        'deleted',
        'delete_fail',
        'onsited',
        'offsited',
      ],
    ],
    ['smart rule orders', smartRuleOrders, ['ordered', 'unordered']],
    ['login states', loginStates, ['unknown', 'logged_in', 'logged_out']],
    ['review timeout actions', reviewTimeoutActions, ['hold_on', 'revoke']],
    ['YouTube privacies', youtubePrivacies, ['public', 'private', 'unlisted']],
    ['Reddit content types', redditContentTypes, ['text', 'media']],
    ['message types', messageTypes, ['message', 'mention', 'share']],
    [
      'social networks',
      socialNetworks,
      [
        'facebook',
        'instagram',
        'threads',
        'twitter',
        'youtube',
        'tiktok',
        'reddit',
        'vk',
        'discord',
        'facebook_group',
        'whatsapp',
        'naver_lounge',
        'twitch',
      ],
    ],
    ['environments', environments, ['dev', 'test', 'pre', 'prod']],
    [
      'notification positions',
      notificationPositions,
      ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'top', 'bottom', 'left', 'right', 'center'],
    ],
    ['languages', languages, ['en', 'zh-CN']],
    ['publish timings', publishTimings, ['immediate', 'schedule']],
    ['account visibilities', accountVisibilities, ['available', 'my_connected']],
    ['Instagram content types', instagramContentTypes, ['post', 'reel', 'story']],
    [
      'TikTok privacy levels',
      tiktokPrivacyLevels,
      ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
    ],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('lists google as the call-layer platform beyond the social networks (twitch, optional, is one of them)', () => {
    expect(authPlatforms).toEqual([...socialNetworks, 'google']);
    expect(socialNetworks.at(-1)).toBe('twitch');
    expect(new Set(authPlatforms).size).toBe(authPlatforms.length);
  });

  it('reuses the user and role type schemas of schemas/perm.ts instead of declaring them again', () => {
    expect(userTypeSchema).toBe(permUserTypeSchema);
    expect(roleTypeSchema).toBe(permRoleTypeSchema);
  });

  it('rejects a value outside the list', () => {
    expect(postTypeSchema.safeParse('story').success).toBe(false);
    expect(contentStatusSchema.safeParse('Drafted').success).toBe(false);
  });
});

describe('numeric codes match the spec', () => {
  it.each([
    ['content types', contentTypeCodes.byName, { post: 1, comment: 2, reply: 3, message: 4, like: 5 }],
    ['media types', mediaTypeCodes.byName, { image: 1, video: 2 }],
    ['publish locations', publishLocationCodes.byName, { onsite: 0, offsite: 1 }],
    [
      'publish results',
      publishResultCodes.byName,
      { init: 0, failed: 1, succeed: 2, exception: 3, delete_failed: 4 },
    ],
    [
      'simple flow stages',
      simpleFlowStageCodes.byName,
      { drafted: 1, reviewing: 2, publishing: 3, published: 4 },
    ],
    ['listening topic statuses', listeningTopicStatusCodes.byName, { draft: 0, active: 1, archive: 2 }],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('gives repost a name but no code', () => {
    expect(contentTypeSchema.parse('repost')).toBe('repost');
    expect(contentTypeCodes.nameSchema.safeParse('repost').success).toBe(false);
    expect(Object.values(contentTypeCodes.byCode)).not.toContain('repost');
  });
});

describe('codeMap', () => {
  const stages = codeMap({ low: 0, mid: 5, high: 9 });

  it('round-trips every name through its code and back', () => {
    for (const name of stages.names) {
      expect(stages.byCode[stages.byName[name]]).toBe(name);
    }
    for (const code of stages.codes) {
      expect(stages.byName[stages.byCode[code]]).toBe(code);
    }
    expect(stages.names).toEqual(['low', 'mid', 'high']);
    expect(stages.codes).toEqual([0, 5, 9]);
  });

  it('validates names and codes with its schemas', () => {
    expect(stages.nameSchema.parse('mid')).toBe('mid');
    expect(stages.codeSchema.parse(9)).toBe(9);
    expect(stages.nameSchema.safeParse('top').success).toBe(false);
    expect(stages.codeSchema.safeParse(1).success).toBe(false);
    expect(stages.codeSchema.safeParse('5').success).toBe(false);
  });

  it('refuses duplicate codes and empty maps', () => {
    expect(() => codeMap({ a: 1, b: 1 })).toThrow(/unique codes/);
    expect(() => codeMap({})).toThrow(/unique codes/);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(stages.byName)).toBe(true);
    expect(Object.isFrozen(stages.byCode)).toBe(true);
  });
});

describe('content status marks', () => {
  const specMarks = {
    reviewing: '01',
    rejected: '03',
    canceled: '04',
    revoking: '21',
    revoked: '22',
    revoke_fail: '23',
    publishing: '020',
    published: '022',
    publish_exc: '023',
    publish_fail: '021',
    deleting: '112',
    deleted: '122',
    delete_fail: '124',
  };

  it('match the spec, leading zeros kept', () => {
    expect(contentStatusMarks).toEqual(specMarks);
  });

  it('exist only for the listed statuses', () => {
    for (const status of contentStatuses) {
      const expected = Object.hasOwn(specMarks, status)
        ? specMarks[status as keyof typeof specMarks]
        : undefined;
      expect(contentStatusMark(status)).toBe(expected);
    }
    expect(contentStatusMark('drafted')).toBeUndefined();
    expect(contentStatusMark('offsited')).toBeUndefined();
  });

  it('are keyed by content statuses only', () => {
    for (const status of Object.keys(contentStatusMarks)) {
      expect(contentStatuses).toContain(status);
    }
  });
});
