import type { NetworkFit } from '../entities/material.js';
import { type SocialNetwork, socialNetworks, type UploadKind } from '../enums.js';
import type { RuleKind, RuleSubject } from './messages.js';
import { canPublishTo, type NetworkComposeRules, networkComposeRules } from './network-rules.js';

/**
 * How one file suits each network it could be posted to (the material library's "fit"): the compose
 * rules' own limits (../content/network-rules.ts: counts, types, sizes, recommended video length) plus
 * the picture recommendations of the platform reference (platforms/<network>.md: aspect ratio, width,
 * a video's shortest length). A note's key is a compose rule kind, so the console words it with
 * `formatRuleMessage` exactly as compose does; `what` names what the note is about.
 */

/** The facts of a file the fit looks at, as the upload recorded them. */
export interface FitFile {
  kind: UploadKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
}

/** A range of recommended values; either end may be open. */
interface Range {
  min?: number;
  max?: number;
}

/** What a network recommends for a picture or a video beyond the compose rules (all warnings). */
interface PictureAdvice {
  /** Width divided by height. */
  aspect?: Range;
  width?: Range;
  /** The shorter side, in pixels. */
  shortSide?: Range;
  /** The longer side, in pixels. */
  longSide?: Range;
  /** Width plus height, in pixels. */
  sides?: Range;
  /** Types the network's reference does not name (a warning: the upload may be refused). */
  types?: readonly string[];
  minSec?: number;
}

const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];

/** From platforms/*.md: only what a network's reference states. */
const advice: Partial<Record<SocialNetwork, { image?: PictureAdvice; video?: PictureAdvice }>> = {
  // Images 4:5 to 1.91:1, 320–1440 px wide (rescaled outside); Reels MOV/MP4, ≤1920 px wide, 3 s and up.
  instagram: {
    image: { aspect: { min: 4 / 5, max: 1.91 }, width: { min: 320, max: 1440 } },
    video: { width: { max: 1920 }, types: VIDEO_TYPES, minSec: 3 },
  },
  // Images 320–1440 px wide, at most 10:1; video MOV/MP4, ≤1920 px wide.
  threads: {
    image: { aspect: { min: 1 / 10, max: 10 }, width: { min: 320, max: 1440 } },
    video: { width: { max: 1920 }, types: VIDEO_TYPES },
  },
  // Photos up to 1080p; video 360–4096 px on each side.
  tiktok: {
    image: { shortSide: { max: 1080 } },
    video: { shortSide: { min: 360 }, longSide: { max: 4096 } },
  },
  // Photos: width + height ≤ 14,000 px, at most 1:20.
  vk: { image: { aspect: { min: 1 / 20, max: 20 }, sides: { max: 14_000 } } },
};

interface Note {
  key: RuleKind;
  level: 'error' | 'warn';
  params: Record<string, string | number>;
}

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

function ratioText(value: number): string {
  if (value >= 1) return `${Math.round(value * 100) / 100}:1`;
  return `1:${Math.round((1 / value) * 100) / 100}`;
}

/** A value outside a recommended range: one warning naming the end it passed. */
function outside(
  notes: Note[],
  value: number | null,
  range: Range | undefined,
  what: RuleSubject | 'aspect_ratio' | 'width' | 'resolution',
  show: (bound: number) => string,
) {
  if (value === null || !range) return;
  // A hair of slack: 1080 × 1350 is exactly 4:5, whatever the float says.
  if (range.min !== undefined && value < range.min * 0.999)
    notes.push({ key: 'recommended_min', level: 'warn', params: { what, value: show(range.min) } });
  if (range.max !== undefined && value > range.max * 1.001)
    notes.push({ key: 'recommended_max', level: 'warn', params: { what, value: show(range.max) } });
}

function pictureAdvice(file: FitFile, picture: PictureAdvice | undefined, notes: Note[]) {
  if (!picture) return;
  const { width, height } = file;
  const px = (bound: number) => `${bound} px`;
  if (picture.types && !picture.types.includes(file.mime))
    notes.push({ key: 'risky_format', level: 'warn', params: { what: 'file_type' } });
  if (width !== null && height !== null && width > 0 && height > 0) {
    outside(notes, width / height, picture.aspect, 'aspect_ratio', ratioText);
    outside(notes, width, picture.width, 'width', px);
    outside(notes, Math.min(width, height), picture.shortSide, 'resolution', px);
    outside(notes, Math.max(width, height), picture.longSide, 'resolution', px);
    outside(notes, width + height, picture.sides, 'resolution', px);
  }
  if (picture.minSec !== undefined && file.duration_ms !== null)
    outside(notes, file.duration_ms / 1000, { min: picture.minSec }, 'duration', (bound) => `${bound} s`);
}

function sizeNote(rules: NetworkComposeRules, size: number, max: number, notes: Note[]) {
  if (max <= 0 || size <= max) return;
  const limit = megabytes(max);
  notes.push(
    rules.sizeIsRecommended
      ? { key: 'recommended_max', level: 'warn', params: { what: 'file_size', value: limit } }
      : { key: 'max_value', level: 'error', params: { what: 'file_size', max: limit } },
  );
}

/** The compose rules for one file on one network: what refuses it and what only warns. */
function ruleNotes(file: FitFile, rules: NetworkComposeRules): Note[] {
  if (file.kind === 'document')
    return [{ key: 'not_supported', level: 'error', params: { what: 'file_type' } }];
  const notes: Note[] = [];
  if (file.kind === 'image') {
    if (rules.maxImages === 0) return [{ key: 'not_supported', level: 'error', params: { what: 'images' } }];
    if (rules.refusedImageTypes.includes(file.mime))
      notes.push({ key: 'invalid_format', level: 'error', params: { what: file.mime } });
    else if (rules.riskyImageTypes.includes(file.mime))
      notes.push({ key: 'risky_format', level: 'warn', params: { what: 'file_type' } });
    sizeNote(rules, file.size, rules.imageMaxBytes, notes);
    return notes;
  }
  if (rules.maxVideos === 0) return [{ key: 'not_supported', level: 'error', params: { what: 'videos' } }];
  sizeNote(rules, file.size, rules.videoMaxBytes, notes);
  const seconds = (file.duration_ms ?? 0) / 1000;
  if (rules.videoRecommendedMaxSec !== null && seconds > rules.videoRecommendedMaxSec) {
    const value = `${rules.videoRecommendedMaxSec} s`;
    notes.push({ key: 'recommended_max', level: 'warn', params: { what: 'duration', value } });
  }
  return notes;
}

/** The fit of one file on one network: refused (error), outside a recommendation (warn), or fits. */
export function networkFit(file: FitFile, network: SocialNetwork): NetworkFit {
  const rules = networkComposeRules[network];
  const notes = ruleNotes(file, rules);
  const refusedOutright = notes.some((note) => note.key === 'not_supported');
  if (!refusedOutright) {
    const own = advice[network];
    pictureAdvice(file, file.kind === 'image' ? own?.image : own?.video, notes);
  }
  const verdict = notes.some((note) => note.level === 'error') ? 'error' : notes.length > 0 ? 'warn' : 'fits';
  return { network, verdict, notes: notes.map(({ key, params }) => ({ key, params })) };
}

/** The networks a file could be posted to: every network Herald publishes to through its API. */
export const fitNetworks: readonly SocialNetwork[] = socialNetworks.filter(canPublishTo);

/**
 * A file's fit on every network Herald publishes to. A document is never posted, so it has none.
 */
export function mediaFit(file: FitFile, networks: readonly SocialNetwork[] = fitNetworks): NetworkFit[] {
  if (file.kind === 'document') return [];
  return networks.map((network) => networkFit(file, network));
}
