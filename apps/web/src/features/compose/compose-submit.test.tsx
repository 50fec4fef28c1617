import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Upload as FakeUpload } from '../../components/upload/test-tus.js';
import { ok, type Reply, serve, setUpScreenTests } from '../../test-harness.js';
import {
  baseRoutes,
  capturesPreviews,
  chooseIn,
  composeForFacebook,
  draft,
  facebookPost,
  PREVIEW_ID,
  previewUploadRoutes,
  showCompose,
  whereNow,
} from './compose-fixtures.js';
import { domToBlob } from './preview/test-screenshot.js';

vi.mock('modern-screenshot', () => import('./preview/test-screenshot.js'));
vi.mock('tus-js-client', () => import('../../components/upload/test-tus.js'));

setUpScreenTests();
capturesPreviews();

const refusal = (code: number, msg: string, issues: { path: string; message: string }[] = []): Reply => ({
  status: 400,
  body: { code, msg, data: { issues } },
});

/** What the form submits for `facebookPost`: the post with its preview screenshot's upload id. */
const submitted = { ...facebookPost, preview_id: PREVIEW_ID };
const routes = () => ({ ...baseRoutes(), ...previewUploadRoutes() });

describe('compose submit', () => {
  it('sends the form to post/submit with its preview screenshot and opens the published post', async () => {
    const server = serve({ ...routes(), 'post/submit': () => ok(draft({ status: 'publishing' })) });
    showCompose();
    await composeForFacebook();
    fireEvent.click(screen.getByTestId('compose-submit'));
    await waitFor(() =>
      expect(server.bodies('post/submit')).toEqual([{ post: submitted, accept_risk: false }]),
    );
    await waitFor(() => expect(whereNow()).toBe('/content/post/detail?game_id=1001&game_area=asia&id=42'));
  });

  it('schedules in the chosen zone, an hour ahead by default', async () => {
    const server = serve({ ...routes(), 'post/submit': () => ok(draft({ status: 'scheduled' })) });
    showCompose();
    await composeForFacebook();
    fireEvent.click(within(screen.getByTestId('compose-timing')).getByText('Schedule'));
    const submit = screen.getByTestId('compose-submit');
    expect(submit.textContent).toBe('Schedule');
    fireEvent.click(submit);
    await waitFor(() => expect(server.bodies('post/submit')).toHaveLength(1));
    const [body] = server.bodies('post/submit') as {
      post: { publish: { scheduled_at: string; time_zone: string } };
    }[];
    const ahead = Date.parse(body?.post.publish.scheduled_at ?? '') - Date.now();
    expect(ahead).toBeGreaterThan(59 * 60_000);
    expect(body?.post.publish.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('shows the risk warnings and sends again with the risk accepted and the same screenshot', async () => {
    let answers = 0;
    const server = serve({
      ...routes(),
      'post/submit': () =>
        answers++ === 0
          ? refusal(1604, 'Risky release', [
              { path: 'images.0', message: 'Instagram often rejects this file type; publishing may fail' },
            ])
          : ok(draft({ status: 'publishing' })),
    });
    showCompose();
    await composeForFacebook();
    fireEvent.click(screen.getByTestId('compose-submit'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Instagram often rejects this file type; publishing may fail'),
    ).toBeTruthy();
    expect(server.bodies('post/submit')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() =>
      expect(server.bodies('post/submit')).toEqual([
        { post: submitted, accept_risk: false },
        { post: submitted, accept_risk: true },
      ]),
    );
    expect(domToBlob).toHaveBeenCalledTimes(1);
    expect(FakeUpload.made).toHaveLength(1);
    await waitFor(() => expect(whereNow()).toContain('/content/post/detail'));
  });

  it('sends nothing while the form has errors, and says so', async () => {
    const server = serve({ ...baseRoutes(), 'post/submit': () => ok(draft()) });
    showCompose();
    await screen.findByTestId('compose-form');
    fireEvent.click(screen.getByTestId('compose-submit'));
    expect(await screen.findByText('Validation failed, please check the form')).toBeTruthy();
    expect(within(screen.getByTestId('compose-form')).getAllByText('Required').length).toBeGreaterThan(0);
    expect(server.bodies('post/submit')).toEqual([]);
  });

  it('puts the server’s refusals on their fields', async () => {
    serve({
      ...routes(),
      'post/submit': () =>
        refusal(1001, 'Validation failed, please check the form', [
          { path: 'text', message: 'Facebook refused this text' },
        ]),
    });
    showCompose();
    await composeForFacebook();
    fireEvent.click(screen.getByTestId('compose-submit'));
    expect(await screen.findByText('Facebook refused this text')).toBeTruthy();
  });

  it('shows a refusal of the review level on its field when the set-up changed since the form loaded', async () => {
    const server = serve({
      ...routes(),
      'post/submit': () =>
        refusal(1608, 'No reviewer configured or reviewer config incomplete, contact administrator'),
    });
    showCompose();
    await screen.findByTestId('compose-form');
    await chooseIn('compose-review-level', 'Level 1 · Community lead');
    await composeForFacebook();
    const submit = screen.getByTestId('compose-submit');
    expect(submit.textContent).toBe('Submit for approval');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(server.bodies('post/submit')).toEqual([
        { post: { ...submitted, review_level: 1 }, accept_risk: false },
      ]),
    );
    const field = screen.getByTestId('compose-review-level').closest('.ant-form-item');
    expect(
      await within(field as HTMLElement).findByText(
        'No reviewer configured or reviewer config incomplete, contact administrator',
      ),
    ).toBeTruthy();
  });

  it('saves a draft and carries on editing it at its own address', async () => {
    const server = serve({ ...baseRoutes(), 'post/save': () => ok(draft()) });
    showCompose();
    await composeForFacebook();
    fireEvent.click(screen.getByTestId('compose-save'));
    await waitFor(() => expect(server.bodies('post/save')).toEqual([{ post: facebookPost }]));
    await waitFor(() => expect(whereNow()).toBe('/content/draft/edit?game_id=1001&game_area=asia&id=42'));
    expect(await screen.findByDisplayValue('Season 3 is live')).toBeTruthy();
    expect(server.bodies('post/detail')).toEqual([]);
  });

  it('asks before leaving with unsaved changes', async () => {
    serve(baseRoutes());
    const router = showCompose();
    await composeForFacebook();
    await act(() => router.navigate('/account/list'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Changes you made may not be saved')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(whereNow()).toContain('/content/compose'));
    await act(() => router.navigate('/account/list'));
    // The first dialog stays in the page, closed; the question is asked again in a new one.
    const again = (await screen.findAllByRole('dialog')).at(-1);
    if (!again) throw new Error('no second dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(whereNow()).toBe('/account/list'));
  });

  it('sends a new user to connect an account when none is connected', async () => {
    serve(baseRoutes([]));
    showCompose();
    expect(await screen.findByText(/No social account is connected to this game yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to accounts' })).toBeTruthy();
  });

  it('opens a saved draft with its text, accounts and options', async () => {
    serve({
      ...baseRoutes(),
      'post/detail': () =>
        ok(draft({ account_ids: [1, 2], options: { facebook: { content_category: 'VIDEO_GAMING' } } })),
    });
    showCompose('/content/draft/edit?id=42');
    expect(await screen.findByDisplayValue('Season 3 is live')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'X herald_x' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByTestId('options-facebook')).getByText('Video gaming')).toBeTruthy();
  });

  it('does not edit a post that is no longer a draft', async () => {
    serve({
      ...baseRoutes(),
      'post/detail': () => ok({ ...draft({ status: 'scheduled' }), actions: ['revoke'] }),
    });
    showCompose('/content/post/edit?id=42');
    expect(await screen.findByText(/This post cannot be edited in its current state/)).toBeTruthy();
  });
});
