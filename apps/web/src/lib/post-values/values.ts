import type {
  MediaFile,
  Post,
  PostInput,
  PublishTiming,
  ReviewTimeoutAction,
  SocialNetwork,
  Thumbnail,
  VideoFile,
} from '@herald/contract';
import type { z } from 'zod';
import { completeOptions, defaultOptionDrafts, draftsFrom, type OptionDrafts } from './options.js';
import { browserZone, instantOf, wallClockOf } from './schedule.js';

export type Poll = NonNullable<PostInput['poll']>;
export type PlaceRef = NonNullable<PostInput['location']>;
export type TaggedPerson = PostInput['tag_people'][number];
export interface Publisher {
  user_id: number;
  name: string;
}

/**
 * The compose form's state: the contract's post input, with media as the files the uploader
 * answered (the rules need their types, sizes and durations), the schedule as the wall clock picked
 * in its zone, and per-network options as drafts. Shared beyond compose because review shows a saved
 * post's network previews from the same values the author saw.
 */
export interface ComposeValues {
  account_ids: number[];
  title: string;
  text: string;
  network_texts: Partial<Record<SocialNetwork, string>>;
  text_synced: boolean;
  poll: Poll | null;
  images: MediaFile[];
  videos: VideoFile[];
  thumbnail: Thumbnail | null;
  review_level: number | null;
  emoji: string;
  location: PlaceRef | null;
  tag_people: TaggedPerson[];
  attached_link: string;
  timing: PublishTiming;
  /** `YYYY-MM-DDTHH:mm` in `time_zone`. */
  scheduled_local: string | null;
  time_zone: string;
  timeout_action: ReviewTimeoutAction;
  collaborators: string[];
  mobile_publisher: Publisher | null;
  options: OptionDrafts;
}

export function emptyValues(): ComposeValues {
  return {
    account_ids: [],
    title: '',
    text: '',
    network_texts: {},
    text_synced: true,
    poll: null,
    images: [],
    videos: [],
    thumbnail: null,
    review_level: null,
    emoji: '',
    location: null,
    tag_people: [],
    attached_link: '',
    timing: 'immediate',
    scheduled_local: null,
    time_zone: browserZone(),
    timeout_action: 'hold_on',
    collaborators: [],
    mobile_publisher: null,
    options: defaultOptionDrafts(),
  };
}

/** A saved post as the form edits it; a schedule reopens in the zone it was set in. */
export function valuesFromPost(post: Post): ComposeValues {
  const scheduled = post.publish.timing === 'schedule' ? post.publish : null;
  return {
    account_ids: post.account_ids,
    title: post.title,
    text: post.text,
    network_texts: post.network_texts,
    text_synced: post.text_synced,
    poll: post.poll,
    images: post.images,
    videos: post.videos,
    thumbnail: post.thumbnail,
    review_level: post.review_level,
    emoji: post.emoji ?? '',
    location: post.location,
    tag_people: post.tag_people,
    attached_link: post.attached_link ?? '',
    timing: post.publish.timing,
    scheduled_local: scheduled ? wallClockOf(scheduled.scheduled_at, scheduled.time_zone) : null,
    time_zone: scheduled?.time_zone ?? browserZone(),
    timeout_action: post.timeout_action,
    collaborators: post.collaborators,
    mobile_publisher: post.mobile_publisher
      ? { user_id: post.mobile_publisher.user_id, name: post.mobile_publisher.name }
      : null,
    options: draftsFrom(post.options, post.option_drafts),
  };
}

function orNull(text: string): string | null {
  return text.trim() === '' ? null : text.trim();
}

function publishPlan(values: ComposeValues): PostInput['publish'] {
  if (values.timing === 'immediate') return { timing: 'immediate' };
  // An unset time travels as '' so the contract's shape check names the field as required.
  const scheduledAt = instantOf(values.scheduled_local, values.time_zone) ?? '';
  return { timing: 'schedule', scheduled_at: scheduledAt, time_zone: values.time_zone };
}

/** Per-network texts are sent only when texts are not synced, and only for the networks targeted. */
function networkTexts(values: ComposeValues, networks: readonly SocialNetwork[]): PostInput['network_texts'] {
  if (values.text_synced) return {};
  const texts: PostInput['network_texts'] = {};
  for (const network of networks) {
    const text = values.network_texts[network];
    if (text !== undefined) texts[network] = text;
  }
  return texts;
}

export interface BuiltInput {
  input: PostInput;
  /** Per-network options not complete yet (they are left out of `input`). */
  optionIssues: z.core.$ZodIssue[];
}

/** The post as post/save and post/submit take it, for the networks of the selected accounts. */
export function buildInput(values: ComposeValues, networks: readonly SocialNetwork[]): BuiltInput {
  const { options, kept, issues } = completeOptions(values.options, networks);
  const thumbnail: PostInput['thumbnail'] =
    values.thumbnail?.kind === 'file'
      ? { kind: 'file', file_id: values.thumbnail.file.id }
      : (values.thumbnail ?? null);
  const input: PostInput = {
    account_ids: values.account_ids,
    title: values.title,
    text: values.text,
    network_texts: networkTexts(values, networks),
    text_synced: values.text_synced,
    poll: values.poll,
    image_ids: values.images.map((file) => file.id),
    video_ids: values.videos.map((file) => file.id),
    thumbnail: values.videos.length > 0 ? thumbnail : null,
    review_level: values.review_level,
    emoji: orNull(values.emoji),
    location: values.location,
    tag_people: values.tag_people,
    attached_link: orNull(values.attached_link),
    publish: publishPlan(values),
    timeout_action: values.timeout_action,
    collaborators: values.collaborators,
    mobile_publisher_id: values.mobile_publisher?.user_id ?? null,
    options,
    option_drafts: kept,
    // Only a submission carries a screenshot, the one it captures (usePreviewCapture): a draft never
    // keeps an old one, and the form's values hold none.
    preview_id: null,
  };
  return { input, optionIssues: issues };
}
