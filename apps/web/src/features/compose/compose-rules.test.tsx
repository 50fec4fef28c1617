import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, serve, setUpScreenTests } from '../../test-harness.js';
import {
  baseRoutes,
  chooseIn,
  draft,
  image,
  pickAccount,
  showCompose,
  typeText,
  video,
} from './compose-fixtures.js';

/**
 * The uploader is the upload feature's (tested there); here it is a stand-in that adds a known file
 * and reports itself busy on demand, so the compose rules can be watched.
 */
vi.mock('../../components/upload/index.js', async () => {
  const { useEffect } = await import('react');
  const fixtures = await import('./compose-fixtures.js');
  return {
    useUploadsBusy: (
      await vi.importActual<typeof import('../../components/upload/useUploadsBusy.js')>(
        '../../components/upload/useUploadsBusy.js',
      )
    ).useUploadsBusy,
    MediaUploader: (props: {
      kind: 'image' | 'video';
      value: readonly { id: number }[];
      onChange: (files: unknown[]) => void;
      onBusyChange?: (busy: boolean) => void;
      max?: number;
    }) => {
      useEffect(() => () => props.onBusyChange?.(false), [props.onBusyChange]);
      const add = () =>
        props.onChange([
          ...props.value,
          props.kind === 'image' ? fixtures.image(props.value.length + 10) : fixtures.video(20),
        ]);
      return (
        <div data-testid={`uploader-${props.kind}`}>
          <button type="button" onClick={add}>
            {`add ${props.kind}`}
          </button>
          <button type="button" onClick={() => props.onBusyChange?.(true)}>
            {`busy ${props.kind}`}
          </button>
          <span>{`max ${props.max}`}</span>
        </div>
      );
    },
  };
});

setUpScreenTests();

const fieldIssues = () =>
  screen
    .queryAllByTestId('field-issues')
    .map((node) => node.textContent)
    .join(' | ');

describe('compose rules, live', () => {
  it('counts X text by weight and says so once it is over 280', async () => {
    serve(baseRoutes());
    showCompose();
    await pickAccount('X herald_x');
    // 140 CJK characters weigh 280: just fits.
    typeText('compose-text', '游'.repeat(140));
    expect(screen.getByTestId('counter-twitter').textContent).toBe('280/280');
    expect(fieldIssues()).not.toContain('X allows at most 280 characters');
    typeText('compose-text', `${'游'.repeat(140)}!`);
    expect(screen.getByTestId('counter-twitter').textContent).toBe('281/280');
    expect(fieldIssues()).toContain('X allows at most 280 characters');
  });

  it('offers no images for YouTube alone, and names YouTube when images go with another network', async () => {
    serve(baseRoutes());
    showCompose();
    await pickAccount('YouTube Herald Channel');
    expect(screen.queryByTestId('uploader-image')).toBeNull();
    expect(screen.getByTestId('uploader-video')).toBeTruthy();
    await pickAccount('Facebook Herald Page');
    fireEvent.click(within(screen.getByTestId('uploader-image')).getByText('add image'));
    await waitFor(() => expect(fieldIssues()).toContain('YouTube does not support images'));
  });

  it('refuses a schedule less than 30 minutes ahead', async () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    serve({
      ...baseRoutes(),
      'post/detail': () =>
        ok(draft({ publish: { timing: 'schedule', scheduled_at: soon, time_zone: 'UTC' } })),
    });
    showCompose('/content/draft/edit?id=42');
    await screen.findByTestId('compose-form');
    expect(fieldIssues()).toContain('Schedule at least 30 minutes ahead');
    expect(screen.getByTestId('compose-submit').textContent).toBe('Schedule');
  });

  it('hides media for a Reddit text post and shows it again for a media post', async () => {
    serve(baseRoutes());
    showCompose();
    await pickAccount('Reddit u/herald');
    expect(screen.getByTestId('compose-media-hidden').textContent).toContain(
      'A Reddit text post takes no media',
    );
    expect(screen.queryByTestId('uploader-image')).toBeNull();
    fireEvent.click(within(screen.getByTestId('reddit-type')).getByText('Media'));
    expect(await screen.findByTestId('uploader-image')).toBeTruthy();
    expect(screen.queryByTestId('compose-media-hidden')).toBeNull();
    // A media post carries no text: the text box says Reddit gets none.
    expect(
      screen.getByText('A Reddit media post carries no text: Reddit gets the title and the media.'),
    ).toBeTruthy();
  });

  it('clears the chosen accounts when the review level changes, and says why', async () => {
    serve(baseRoutes());
    showCompose();
    await pickAccount('Facebook Herald Page');
    expect((screen.getByRole('checkbox', { name: 'Facebook Herald Page' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await chooseIn('compose-review-level', 'Level 1 · Community lead');
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Facebook Herald Page' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    expect(screen.getByTestId('accounts-cleared')).toBeTruthy();
  });

  it('shows Facebook Groups accounts but does not let them be picked', async () => {
    serve(baseRoutes());
    showCompose();
    const group = await screen.findByRole('checkbox', { name: 'Facebook Groups Herald Fans Group' });
    expect((group as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText('Facebook Groups allows no publishing through its API: post there by hand.'),
    ).toBeTruthy();
  });

  it('blocks saving and submitting while a file is uploading', async () => {
    serve(baseRoutes());
    showCompose();
    await pickAccount('Facebook Herald Page');
    fireEvent.click(within(screen.getByTestId('uploader-image')).getByText('busy image'));
    await waitFor(() =>
      expect((screen.getByTestId('compose-submit') as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByTestId('compose-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the preview of each chosen network with the text it gets', async () => {
    serve(baseRoutes());
    showCompose();
    await pickAccount('Facebook Herald Page');
    await pickAccount('X herald_x');
    typeText('compose-text', 'Patch notes are out');
    fireEvent.click(screen.getByTestId('compose-text-synced'));
    fireEvent.click(await screen.findByRole('tab', { name: /X/ }));
    typeText('compose-text-twitter', 'Patch notes: short version');
    expect(within(screen.getByTestId('preview-facebook')).getByText('Patch notes are out')).toBeTruthy();
    expect(
      within(screen.getByTestId('preview-twitter')).getByText('Patch notes: short version'),
    ).toBeTruthy();
  });

  it('previews a Twitch announcement as text, counts its 500 characters and offers it no media', async () => {
    const twitch = {
      id: 8,
      social_channel: 'twitch',
      social_account: 'HeraldGame',
      social_id: '9008',
      status: 'connected',
      group_id: null,
    };
    serve(baseRoutes([twitch]));
    showCompose();
    await pickAccount('Twitch HeraldGame');
    expect(screen.queryByTestId('uploader-image')).toBeNull();
    expect(screen.queryByTestId('uploader-video')).toBeNull();
    typeText('compose-text', 'Dev stream tonight at 8!');
    expect(within(screen.getByTestId('preview-twitch')).getByText('Dev stream tonight at 8!')).toBeTruthy();
    expect(screen.getByTestId('counter-twitch').textContent).toBe('24/500');
    typeText('compose-text', 'x'.repeat(501));
    await waitFor(() => expect(fieldIssues()).toContain('Twitch allows at most 500 characters'));
  });

  it('loads a draft with a video and keeps its media', async () => {
    serve({
      ...baseRoutes(),
      'post/detail': () =>
        ok(draft({ account_ids: [3], title: 'Trailer', videos: [video(20)], images: [image(1)] })),
    });
    showCompose('/content/draft/edit?id=42');
    await screen.findByTestId('compose-form');
    expect((screen.getByTestId('compose-title') as HTMLInputElement).value).toBe('Trailer');
    // YouTube takes no images: the one of the draft stays listed so it can be removed, with the reason.
    expect(fieldIssues()).toContain('YouTube does not support images');
  });
});
