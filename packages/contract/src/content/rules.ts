import { SCHEDULE_LEAD_MINUTES } from '../constants.js';
import type { NetworkOptions, PostInput, Thumbnail } from '../entities/content.js';
import { optionsRequiredBy } from '../entities/content.js';
import type { MediaFile, VideoFile } from '../entities/fields.js';
import type { SocialNetwork } from '../enums.js';
import type { RuleKind, RuleSubject } from './messages.js';
import { canPublishTo, type NetworkComposeRules, networkComposeRules } from './network-rules.js';
import { textLength } from './text-length.js';

/**
 * One finding of the compose rules (SPEC §5). `error` refuses the submission; `warn` is the risk
 * warning ("publishing may fail") the user must accept to go on.
 */
export interface RuleIssue {
  /** The form field, dotted (`network_texts.twitter`, `images.2`, `publish.scheduled_at`). */
  path: string;
  rule: RuleKind;
  level: 'error' | 'warn';
  network: SocialNetwork | null;
  /** Placeholder values; `what` names a rule subject. */
  params: Readonly<Record<string, string | number>>;
}

/** A post with its media resolved to what was recorded for them, and the networks it targets. */
export interface PostFacts extends Omit<PostInput, 'image_ids' | 'video_ids' | 'thumbnail' | 'account_ids'> {
  /** The network of each account the post goes to (a network appears once per account). */
  networks: readonly SocialNetwork[];
  images: readonly MediaFile[];
  videos: readonly VideoFile[];
  thumbnail: Thumbnail | null;
}

export interface RuleContext {
  now: Date;
  /** Submitting checks everything; saving a draft checks nothing beyond the shape. */
  submitting: boolean;
}

export type Report = (
  issue: Omit<RuleIssue, 'level' | 'params'> & Partial<Pick<RuleIssue, 'level' | 'params'>>,
) => void;

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** The text a network gets: the shared text, or the one written for it when texts are not synced. */
export function textFor(
  facts: Pick<PostFacts, 'text' | 'network_texts' | 'text_synced'>,
  network: SocialNetwork,
) {
  return facts.text_synced ? facts.text : (facts.network_texts[network] ?? facts.text);
}

function textPath(facts: PostFacts, network: SocialNetwork): string {
  return facts.text_synced || facts.network_texts[network] === undefined
    ? 'text'
    : `network_texts.${network}`;
}

function isGif(file: MediaFile): boolean {
  return file.mime === 'image/gif';
}

function checkText(facts: PostFacts, network: SocialNetwork, rules: NetworkComposeRules, report: Report) {
  const text = textFor(facts, network);
  const length = textLength(text, rules.weightedText);
  if (rules.textMax > 0 && length > rules.textMax) {
    report({ path: textPath(facts, network), rule: 'max_length', network, params: { max: rules.textMax } });
  }
  const hasMedia = facts.images.length + facts.videos.length > 0;
  // Networks with a title (Reddit, YouTube) take a post without body text; a link counts as the
  // post's content only where the network takes links (a Twitch announcement is its text alone).
  if (
    rules.titleMax === null &&
    rules.requiresMedia === 'none' &&
    !hasMedia &&
    !facts.poll &&
    text.trim() === '' &&
    !(facts.attached_link && rules.link)
  ) {
    report({ path: textPath(facts, network), rule: 'required_by', network });
  }
  if (rules.titleMax !== null) {
    if (facts.title.trim() === '') report({ path: 'title', rule: 'required_by', network });
    else if (facts.title.length > rules.titleMax)
      report({ path: 'title', rule: 'max_length', network, params: { max: rules.titleMax } });
    if (network === 'youtube' && /[<>]/.test(facts.title))
      report({ path: 'title', rule: 'invalid_format', network, params: { what: '< >' } });
  }
}

function checkCounts(facts: PostFacts, network: SocialNetwork, rules: NetworkComposeRules, report: Report) {
  const { images, videos } = facts;
  const over = (path: string, count: number, max: number, what: RuleSubject) => {
    if (count <= max) return;
    if (max === 0) report({ path, rule: 'not_supported', network, params: { what } });
    else report({ path, rule: 'exceeding_limits', network, params: { max, what } });
  };
  over('images', images.length, rules.maxImages, 'images');
  over('videos', videos.length, rules.maxVideos, 'videos');
  if (rules.maxAttachments !== null)
    over('images', images.length + videos.length, rules.maxAttachments, 'media');
  if (rules.gifAlone && images.length > 1 && images.some(isGif))
    report({ path: 'images', rule: 'mutually_exclusive', network, params: { what: 'gif' } });
  if (rules.imagesOrVideo && images.length > 0 && videos.length > 0)
    report({ path: 'videos', rule: 'mutually_exclusive', network, params: { what: 'images_and_video' } });
  if (rules.requiresMedia === 'any' && images.length + videos.length === 0)
    report({ path: 'images', rule: 'required_by', network });
  if (rules.requiresMedia === 'video' && videos.length === 0)
    report({ path: 'videos', rule: 'required_by', network });
}

function checkFiles(facts: PostFacts, network: SocialNetwork, rules: NetworkComposeRules, report: Report) {
  const sizeLevel = rules.sizeIsRecommended ? 'warn' : 'error';
  const sizeRule = rules.sizeIsRecommended ? 'recommended_max' : 'max_value';
  facts.images.forEach((image, index) => {
    const path = `images.${index}`;
    if (rules.refusedImageTypes.includes(image.mime))
      report({ path, rule: 'invalid_format', network, params: { what: image.mime } });
    else if (rules.riskyImageTypes.includes(image.mime))
      report({ path, rule: 'risky_format', network, level: 'warn', params: { what: 'file_type' } });
    if (rules.imageMaxBytes > 0 && image.size > rules.imageMaxBytes) {
      const max = megabytes(rules.imageMaxBytes);
      report({ path, rule: sizeRule, network, level: sizeLevel, params: { max, value: max } });
    }
  });
  facts.videos.forEach((video, index) => {
    const path = `videos.${index}`;
    if (rules.videoMaxBytes > 0 && video.size > rules.videoMaxBytes) {
      const max = megabytes(rules.videoMaxBytes);
      report({ path, rule: sizeRule, network, level: sizeLevel, params: { max, value: max } });
    }
    const seconds = video.duration_ms / 1000;
    if (rules.videoRecommendedMaxSec !== null && seconds > rules.videoRecommendedMaxSec) {
      const value = `${rules.videoRecommendedMaxSec} s`;
      report({ path, rule: 'recommended_max', network, level: 'warn', params: { value } });
    }
  });
}

function checkPoll(facts: PostFacts, network: SocialNetwork, rules: NetworkComposeRules, report: Report) {
  const { poll } = facts;
  if (!poll) return;
  const allowed = rules.poll;
  if (!allowed) {
    report({ path: 'poll', rule: 'not_supported', network, params: { what: 'poll' } });
    return;
  }
  if (poll.options.length > allowed.maxOptions)
    report({
      path: 'poll.options',
      rule: 'exceeding_limits',
      network,
      params: { max: allowed.maxOptions, what: 'options' },
    });
  poll.options.forEach((option, index) => {
    if (option.length > allowed.optionMax)
      report({
        path: `poll.options.${index}`,
        rule: 'max_length',
        network,
        params: { max: allowed.optionMax },
      });
  });
  const minutes = poll.duration.days * 1440 + poll.duration.hours * 60 + poll.duration.minutes;
  if (allowed.fixedHours !== null && minutes !== allowed.fixedHours * 60)
    report({
      path: 'poll.duration',
      rule: 'fixed_value',
      network,
      params: { value: `${allowed.fixedHours} h` },
    });
  else if (minutes < allowed.minMinutes)
    report({
      path: 'poll.duration',
      rule: 'min_value',
      network,
      params: { min: `${allowed.minMinutes} min` },
    });
  else if (minutes > allowed.maxMinutes)
    report({
      path: 'poll.duration',
      rule: 'max_value',
      network,
      params: { max: `${allowed.maxMinutes / 60} h` },
    });
  if (!allowed.withMedia && facts.images.length + facts.videos.length > 0)
    report({ path: 'poll', rule: 'mutually_exclusive', network, params: { what: 'poll_and_media' } });
  // SPEC §5: a Threads poll runs a fixed 24 hours from publishing and cannot be scheduled.
  if (allowed.fixedHours !== null && facts.publish.timing === 'schedule')
    report({ path: 'publish.timing', rule: 'not_supported', network, params: { what: 'schedule' } });
}

/** Shared extras a network does not take: warned, since the rest of the post still goes out. */
function checkExtras(facts: PostFacts, network: SocialNetwork, rules: NetworkComposeRules, report: Report) {
  const extra = (path: string, used: boolean, supported: boolean, what: RuleSubject) => {
    if (used && !supported) report({ path, rule: 'not_supported', network, level: 'warn', params: { what } });
  };
  extra('attached_link', facts.attached_link !== null, rules.link, 'link');
  extra('location', facts.location !== null, rules.location, 'location');
  extra('tag_people', facts.tag_people.length > 0, rules.tagPeople > 0, 'tag_people');
  extra('collaborators', facts.collaborators.length > 0, rules.collaborators > 0, 'collaborators');
  if (rules.tagPeople > 0 && facts.tag_people.length > rules.tagPeople)
    report({
      path: 'tag_people',
      rule: 'exceeding_limits',
      network,
      params: { max: rules.tagPeople, what: 'tag_people' },
    });
  if (rules.collaborators > 0 && facts.collaborators.length > rules.collaborators)
    report({
      path: 'collaborators',
      rule: 'exceeding_limits',
      network,
      params: { max: rules.collaborators, what: 'collaborators' },
    });
}

/** Options the network requires, and what they imply for the media. */
function checkOptions(facts: PostFacts, network: SocialNetwork, report: Report) {
  const options: NetworkOptions = facts.options;
  if (
    (optionsRequiredBy as readonly SocialNetwork[]).includes(network) &&
    !options[network as keyof NetworkOptions]
  )
    report({ path: `options.${network}`, rule: 'required_by', network });
  const { images, videos } = facts;
  if (network === 'instagram' && options.instagram) {
    const type = options.instagram.content_type;
    if (type === 'reel' && (videos.length !== 1 || images.length > 0))
      report({ path: 'videos', rule: 'required_by', network });
    if (type === 'story' && images.length + videos.length !== 1)
      report({ path: 'images', rule: 'exceeding_limits', network, params: { max: 1, what: 'media' } });
  }
  if (network === 'tiktok' && options.tiktok) {
    const max = options.tiktok.max_duration_sec;
    videos.forEach((video, index) => {
      if (max > 0 && video.duration_ms / 1000 > max)
        report({ path: `videos.${index}`, rule: 'max_value', network, params: { max: `${max} s` } });
    });
  }
  if (network === 'reddit' && options.reddit) {
    const media = images.length + videos.length;
    // SPEC §5: a text post hides media, a media post hides the text box.
    if (options.reddit.content_type === 'text' && media > 0)
      report({ path: 'images', rule: 'not_supported', network, params: { what: 'media' } });
    if (options.reddit.content_type === 'media' && media === 0)
      report({ path: 'images', rule: 'required_by', network });
  }
  if (network === 'youtube' && facts.thumbnail?.kind === 'file' && facts.thumbnail.file.size > 2 * MB)
    report({ path: 'thumbnail', rule: 'max_value', network, params: { max: '2 MB' } });
}

/** Scheduled at least SCHEDULE_LEAD_MINUTES ahead (SPEC §5), for any content with a publish plan. */
export function checkSchedule(facts: Pick<PostFacts, 'publish'>, context: RuleContext, report: Report) {
  if (facts.publish.timing !== 'schedule') return;
  const earliest = context.now.getTime() + SCHEDULE_LEAD_MINUTES * 60_000;
  if (Date.parse(facts.publish.scheduled_at) < earliest)
    report({
      path: 'publish.scheduled_at',
      rule: 'schedule_lead',
      network: null,
      params: { minutes: SCHEDULE_LEAD_MINUTES },
    });
}

/** A list of findings and the function that adds one (the same finding twice counts once). */
export function collectIssues(): { issues: RuleIssue[]; report: Report } {
  const issues: RuleIssue[] = [];
  const seen = new Set<string>();
  const report: Report = (issue) => {
    const full: RuleIssue = { level: 'error', params: {}, ...issue };
    const key = `${full.path}|${full.rule}|${full.network}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(full);
  };
  return { issues, report };
}

/**
 * Every compose rule of SPEC §5 for a post going to these networks: the server refuses a submission
 * with an error and asks to accept the warnings; the form shows the same findings as the user types.
 */
/** A network whose posts go to a limited number of its accounts (Discord: one server per post). */
function checkAccounts(facts: PostFacts, network: SocialNetwork, rules: NetworkComposeRules, report: Report) {
  const count = facts.networks.filter((each) => each === network).length;
  if (rules.maxAccounts !== null && count > rules.maxAccounts)
    report({
      path: 'account_ids',
      rule: 'exceeding_limits',
      network,
      params: { max: rules.maxAccounts, what: 'servers' },
    });
}

export function checkPost(facts: PostFacts, context: RuleContext): RuleIssue[] {
  if (!context.submitting) return [];
  const { issues, report } = collectIssues();
  if (facts.networks.length === 0) report({ path: 'account_ids', rule: 'required', network: null });
  for (const network of new Set(facts.networks)) {
    if (!canPublishTo(network)) {
      report({ path: 'account_ids', rule: 'not_supported', network, params: { what: 'publishing' } });
      continue;
    }
    const rules = networkComposeRules[network];
    checkText(facts, network, rules, report);
    checkCounts(facts, network, rules, report);
    checkFiles(facts, network, rules, report);
    checkPoll(facts, network, rules, report);
    checkExtras(facts, network, rules, report);
    checkOptions(facts, network, report);
    checkAccounts(facts, network, rules, report);
  }
  if (facts.mobile_publisher_id !== null && !facts.networks.includes('instagram'))
    report({ path: 'mobile_publisher_id', rule: 'mobile_instagram', network: null });
  checkSchedule(facts, context, report);
  return issues;
}
