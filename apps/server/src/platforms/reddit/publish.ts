import { PlatformError } from '../errors.js';
import { findByTitle } from '../matching.js';
import type { AccountRef, PostPage, PublishRequest, PublishResult, PublishSteps } from '../types.js';
import type { RedditApi } from './api.js';
import { uploadImage } from './media.js';
import { postPage } from './reads.js';
import { submitSchema } from './schemas.js';
import { planSubmission } from './submission.js';

/** How often, and how far apart, the submitted listing is read for a media post's id. */
const LOOKUPS = 5;
const LOOKUP_GAP_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The account's submitted posts since an instant, newest first. */
export function submittedPages(api: RedditApi, account: AccountRef, since: Date) {
  return (cursor: string | null): Promise<PostPage> =>
    postPage(
      api,
      account.credential,
      `/user/${encodeURIComponent(account.socialId)}/submitted`,
      { sort: 'new' },
      since,
      cursor,
    );
}

/**
 * Publishes one submission. Self and link posts answer their id at once; a media post answers only a
 * websocket, so its id is read back from the account's submitted listing (step `submitted` holds when
 * the submit went through, so a resumed publish never submits twice).
 */
export async function publishSubmission(
  api: RedditApi,
  account: AccountRef,
  request: PublishRequest<'reddit'>,
  steps: PublishSteps,
): Promise<PublishResult> {
  const plan = planSubmission(request);
  const { image, ...fields } = plan;
  if (!steps.done.submitted) {
    const url = image ? await uploadImage(api, account.credential, image, steps) : fields.url;
    const answer = submitSchema.parse(await api.post('/api/submit', account.credential, { ...fields, url }));
    const { id, url: permalink } = answer.json.data;
    if (id) return { postId: id, permalink: permalink ?? null };
    await steps.save('submitted', new Date(Date.now() - 60_000).toISOString());
  }
  const since = new Date(steps.done.submitted ?? Date.now() - 60_000);
  for (let attempt = 0; attempt < LOOKUPS; attempt += 1) {
    const found = await findByTitle(plan.title, since, submittedPages(api, account, since), 1);
    if (found) return { postId: found.id, permalink: found.permalink };
    if (attempt < LOOKUPS - 1) await sleep(LOOKUP_GAP_MS);
  }
  throw new PlatformError('reddit', 'transient', 'Reddit has not finished processing the media post yet');
}
