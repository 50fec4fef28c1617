import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import {
  completeOptions,
  defaultOptionDrafts,
  draftsFrom,
  type OptionDrafts,
} from '../../../lib/post-values/options.js';
import { instantOf, wallClockOf } from '../../../lib/post-values/schedule.js';
import { buildInput, type ComposeValues, emptyValues } from '../../../lib/post-values/values.js';
import { composeIssues } from './issues.js';

beforeAll(async () => {
  await initI18n();
});

const NOW = new Date('2026-11-01T08:00:00.000Z');
const values = (patch: Partial<ComposeValues>): ComposeValues => ({ ...emptyValues(), ...patch });
const issuesFor = (form: ComposeValues, networks: Parameters<typeof buildInput>[1]) =>
  composeIssues(buildInput(form, networks), form, networks, { now: NOW, locale: 'en', t: i18next.t });

describe('compose model', () => {
  it('leaves TikTok options out until the privacy level is chosen, and says where', () => {
    const drafts = defaultOptionDrafts();
    const pending = completeOptions(drafts, ['tiktok']);
    expect(pending.options).toEqual({});
    expect(pending.issues.map((issue) => issue.path.join('.'))).toEqual(['options.tiktok.privacy_level']);
    const chosen = completeOptions(
      { ...drafts, tiktok: { ...drafts.tiktok, privacy_level: 'FOLLOWER_OF_CREATOR' } },
      ['tiktok'],
    );
    expect(chosen.options.tiktok?.privacy_level).toBe('FOLLOWER_OF_CREATOR');
  });

  it('keeps an incomplete set as drafted, so a saved draft reopens with everything the user set', () => {
    const drafts = defaultOptionDrafts();
    const tiktok = { ...drafts.tiktok, disable_duet: true, auto_add_music: true };
    const reddit = { ...drafts.reddit, content_type: 'media' as const, subreddit: 'gam' };
    const form: OptionDrafts = { ...drafts, tiktok, reddit };
    const built = completeOptions(form, ['tiktok', 'reddit', 'facebook']);
    expect(built.options).toEqual({
      facebook: { content_category: null },
      reddit: { content_type: 'media', subreddit: 'gam', flair_id: null },
    });
    expect(built.kept).toEqual({ tiktok });
    expect(draftsFrom(built.options, built.kept)).toEqual(form);
    const complete = { ...tiktok, privacy_level: 'PUBLIC_TO_EVERYONE' as const };
    expect(completeOptions({ ...form, tiktok: complete }, ['tiktok']).kept).toEqual({});
  });

  it('refuses branded content that is private, in the words of TikTok’s rule', () => {
    const drafts = defaultOptionDrafts();
    const form = values({
      options: {
        ...drafts,
        tiktok: { ...drafts.tiktok, privacy_level: 'SELF_ONLY', brand_content_toggle: true },
      },
    });
    const issues = issuesFor(form, ['tiktok']);
    expect(issues.find((issue) => issue.path === 'options.tiktok.privacy_level')?.message).toBe(
      'Branded content cannot be private',
    );
  });

  it('sends only the options and texts of the networks targeted', () => {
    const form = values({
      text_synced: false,
      text: 'all',
      network_texts: { twitter: 'x only', vk: 'vk only' },
    });
    const { input } = buildInput(form, ['twitter', 'facebook']);
    expect(input.network_texts).toEqual({ twitter: 'x only' });
    expect(input.options).toEqual({ facebook: { content_category: null } });
  });

  it('reads a scheduled wall clock in its own zone', () => {
    expect(instantOf('2026-11-02T09:30', 'Asia/Shanghai')).toBe('2026-11-02T01:30:00.000Z');
    // New York is back on standard time (UTC−5) from 1 November 2026.
    expect(wallClockOf('2026-11-02T01:30:00.000Z', 'America/New_York')).toBe('2026-11-01T20:30');
    expect(instantOf(null, 'UTC')).toBeNull();
  });

  it('refuses a scheduled Threads poll and fixes nothing silently', () => {
    const form = values({
      text: 'Which map next?',
      poll: { options: ['Harbor', 'Desert'], duration: { days: 1, hours: 0, minutes: 0 } },
      timing: 'schedule',
      scheduled_local: '2026-11-02T09:30',
      time_zone: 'UTC',
    });
    const issues = issuesFor(form, ['threads']);
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      ['publish.timing', 'Threads does not support scheduling this post'],
    ]);
  });

  it('names a schedule without a time as required', () => {
    const form = values({ text: 'hi', timing: 'schedule', scheduled_local: null });
    const issue = issuesFor(form, ['facebook']).find((item) => item.path === 'publish.scheduled_at');
    expect(issue).toMatchObject({ message: 'Required', missing: true, source: 'shape' });
  });
});
