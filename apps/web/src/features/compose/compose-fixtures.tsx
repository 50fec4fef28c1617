/** Accounts, posts and rendering the compose tests share. */
import {
  emptyPostInput,
  type MediaFile,
  type Post,
  type PostDetail,
  type ReviewLookup,
  type VideoFile,
} from '@herald/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, expect } from 'vitest';
import { bucket, Upload as FakeUpload, resetFakeUploads } from '../../components/upload/test-tus.js';
import { ok, Providers, type Route } from '../../test-harness.js';
import ComposePage from './ComposePage.js';
import { resetScreenshots } from './preview/test-screenshot.js';

const row = (id: number, social_channel: string, social_account: string, status = 'connected') => ({
  id,
  social_channel,
  social_account,
  social_id: String(9000 + id),
  status,
  group_id: null,
});
export const fbPage = row(1, 'facebook', 'Herald Page');
export const xProfile = row(2, 'twitter', 'herald_x');
export const ytChannel = row(3, 'youtube', 'Herald Channel');
export const redditUser = row(4, 'reddit', 'u/herald');
export const fbGroup = row(5, 'facebook_group', 'Herald Fans Group', 'noconnect');
export const tiktokCreator = row(6, 'tiktok', 'herald.tt');
export const allAccounts = [fbPage, xProfile, ytChannel, redditUser, fbGroup, tiktokCreator];
/** A Discord server, kept out of `allAccounts` so the other suites see the accounts they expect. */
export const discordServer = row(7, 'discord', 'Herald Official');

export const image = (id: number, name = `shot-${id}.jpg`): MediaFile => ({
  id,
  url: `http://127.0.0.1:3000/api/media/${id}/file.jpg`,
  name,
  mime: 'image/jpeg',
  size: 1000,
  sha1: 'a'.repeat(40),
  width: 800,
  height: 600,
});
export const video = (id: number): VideoFile => ({
  ...image(id, `clip-${id}.mp4`),
  mime: 'video/mp4',
  duration_ms: 20_000,
});

const NOW = '2026-11-01T08:00:00.000Z';
/** A saved draft as post/detail answers it; `patch` changes the post. */
export function draft(patch: Partial<Post> = {}): PostDetail {
  const post: Post = {
    id: 42,
    content_type: 'post',
    post_type: 'text',
    status: 'drafted',
    publish_location: 'onsite',
    account_ids: [1],
    title: '',
    text: 'Season 3 is live',
    network_texts: {},
    poll: null,
    images: [],
    videos: [],
    thumbnail: null,
    review_level: null,
    emoji: null,
    location: null,
    tag_people: [],
    attached_link: null,
    text_synced: true,
    publish: { timing: 'immediate' },
    timeout_action: 'hold_on',
    collaborators: [],
    mobile_publisher: null,
    options: {},
    option_drafts: {},
    preview: null,
    link_status: 'nolink',
    todo_id: null,
    held: null,
    results: [],
    author: 'Mei Lin',
    created_at: NOW,
    updated_at: NOW,
    ...patch,
  };
  return { post, accounts: [], attempts: [], events: [], actions: ['edit', 'submit', 'delete'] };
}

/**
 * The game's approval set-up as compose reads it: two named levels, nothing switched on, and every
 * account ready for both levels unless a patch says otherwise.
 */
export function reviewLookup(patch: Partial<ReviewLookup> = {}): ReviewLookup {
  return {
    max_level: 2,
    levels: [
      { level: 1, content_name: 'Community lead' },
      { level: 2, content_name: 'Legal' },
    ],
    switchs: [],
    accounts: allAccounts.map((account) => ({
      account_id: account.id,
      flow_id: 1,
      flow_name: 'Default',
      ready_levels: 2,
      my_levels: [],
    })),
    ...patch,
  };
}

/** Members who may publish from the phone: one with a device taking pushes, one without. */
export const publishers = [
  { user_id: 7, name: 'Mia Wong', email: 'mia@herald.local', push_ready: true },
  { user_id: 8, name: 'Leo Park', email: 'leo@herald.local', push_ready: false },
];

/** What every compose screen reads besides the post: accounts, permissions, approval, mobile publishers. */
export function baseRoutes(
  accounts: unknown[] = allAccounts,
  review = reviewLookup(),
): Record<string, Route> {
  return {
    'base/account/all': () => ok(accounts),
    'base/review/config': () => ok(review),
    'app/publisher/list': () => ok(publishers),
    'auth/perms': () =>
      ok({
        resources: ['content_base', 'content_compose'],
        is_game_admin: false,
        is_platform_admin: false,
        routes: [],
      }),
  };
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders the compose screen at a URL in a data router (the unsaved-changes guard needs one). */
export function showCompose(url = '/content/compose?game_id=1001&game_area=asia') {
  const page = (name: string, kind: string) => (
    <>
      <ComposePage routeName={name} params={{ page: kind }} />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/content/compose', element: page('content.compose', 'compose') },
      { path: '/content/draft/edit', element: page('content.draft.edit', 'draft') },
      { path: '/content/post/edit', element: page('content.post.edit', 'post') },
      { path: '/content/post/detail', element: <Where /> },
      { path: '/account/list', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** Where the router is now (path and query). */
export function whereNow(): string {
  return screen.getAllByTestId('location')[0]?.textContent ?? '';
}

/** Ticks the account whose label names it (network and name). */
export async function pickAccount(label: string) {
  const box = await screen.findByRole('checkbox', { name: label });
  fireEvent.click(box);
}

/** Chooses an option of an antd select found by its test id (once it is enabled: lookups load first). */
export async function chooseIn(testId: string, option: string) {
  await waitFor(() => expect(screen.getByTestId(testId).className).not.toContain('ant-select-disabled'));
  const combobox = within(screen.getByTestId(testId)).getByRole('combobox');
  fireEvent.mouseDown(combobox);
  const items = await screen.findAllByTitle(option);
  const item = items.at(-1);
  if (!item) throw new Error(`no option ${option}`);
  fireEvent.click(item);
}

export function typeText(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

/** The post as the form sends it for one Facebook page and a line of text, published now. */
export const facebookPost = emptyPostInput({
  account_ids: [1],
  text: 'Season 3 is live',
  options: { facebook: { content_category: null } },
});

export async function composeForFacebook() {
  await pickAccount('Facebook Herald Page');
  typeText('compose-text', 'Season 3 is live');
}

/** The upload id the server gives the preview screenshot a submission takes. */
export const PREVIEW_ID = 77;

/** What the preview screenshot's upload reads: the upload settings, then the stored picture. */
export function previewUploadRoutes(): Record<string, Route> {
  return {
    'upload/bucket': () => ok(bucket),
    'upload/detail': () => ok({ ...image(PREVIEW_ID, 'preview.png'), mime: 'image/png' }),
  };
}

/**
 * For suites that mock modern-screenshot and tus-js-client with the test stand-ins: every capture
 * answers a small PNG and every upload is taken at once as upload PREVIEW_ID, unless a test says otherwise.
 */
export function capturesPreviews(): void {
  beforeEach(() => {
    resetScreenshots();
    resetFakeUploads();
    FakeUpload.onStart = (upload) => upload.finish(PREVIEW_ID);
  });
}
