import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ok, Providers, type Reply, serve, setUpScreenTests } from '../../test-harness.js';
import OAuthMiddle from './OAuthMiddle.js';

setUpScreenTests();

const STATE = 'state-0123456789abcdef';
const declined: Reply = {
  status: 400,
  body: { code: 1407, msg: 'The authorization was declined on Facebook', data: null },
};

/** The middle page as the network's redirect opens it, under StrictMode like the console in development. */
function land(search: string) {
  return render(
    <StrictMode>
      <Providers>
        <MemoryRouter initialEntries={[`/middle/oauth${search}`]}>
          <OAuthMiddle />
        </MemoryRouter>
      </Providers>
    </StrictMode>,
  );
}

/** The console window that opened the popup. */
function fakeOpener() {
  const opener = { closed: false, postMessage: vi.fn() };
  vi.stubGlobal('opener', opener);
  const close = vi.fn();
  vi.stubGlobal('close', close);
  return { opener, close };
}

describe('OAuth middle page', () => {
  it('completes the authorization once, tells the console window and closes', async () => {
    const { opener, close } = fakeOpener();
    const server = serve({ 'oauth/callback': () => ok({ state: STATE, social_channel: 'facebook' }) });
    land(`?code=abc&state=${STATE}#_=_`);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(server.bodies('oauth/callback')).toEqual([{ state: STATE, code: 'abc' }]);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { source: 'herald-oauth', code: 0, state: STATE },
      window.location.origin,
    );
  });

  it('goes on to the second consent page the server names, telling the console nothing yet', async () => {
    const { opener, close } = fakeOpener();
    const next = 'https://oauth.vk.com/authorize?client_id=1&group_ids=7&state=x';
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const server = serve({
      'oauth/callback': () => ok({ state: STATE, social_channel: 'vk', next_url: next }),
    });
    land(`?code=abc&state=${STATE}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(next));
    expect(server.bodies('oauth/callback')).toEqual([{ state: STATE, code: 'abc' }]);
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('passes a refusal on, reports its code to the console window and stays open showing it', async () => {
    const { opener, close } = fakeOpener();
    const server = serve({ 'oauth/callback': () => declined });
    land(`?error=access_denied&error_code=200&error_description=Permissions+error&state=${STATE}`);
    expect(await screen.findByText('Authorization failed')).toBeTruthy();
    const text = 'Error 1407: The authorization was declined on Facebook';
    expect(screen.getByText(text)).toBeTruthy();
    expect(server.bodies('oauth/callback')).toEqual([
      { state: STATE, error: 'access_denied', error_description: 'Permissions error' },
    ]);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { source: 'herald-oauth', code: 1407, state: STATE, message: text },
      window.location.origin,
    );
    expect(close).not.toHaveBeenCalled();
  });

  it('shows the result itself when opened in a tab of its own', async () => {
    serve({ 'oauth/callback': () => ok({ state: STATE, social_channel: 'facebook' }) });
    land(`?code=abc&state=${STATE}`);
    expect(await screen.findByText('Accounts authorized, return to Herald to pick them.')).toBeTruthy();
  });

  it('says so when the network sent nothing to complete', async () => {
    const server = serve({});
    land('?foo=1');
    expect(await screen.findByText('Authorization failed')).toBeTruthy();
    expect(server.bodies('oauth/callback')).toEqual([]);
  });
});
