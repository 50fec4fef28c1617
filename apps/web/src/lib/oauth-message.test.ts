import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callbackInput,
  matchOAuthMessage,
  type OAuthOutcome,
  POPUP_POLL_MS,
  popupFeatures,
  watchOAuthPopup,
} from './oauth-message.js';

const origin = 'https://herald.example';
const state = 's'.repeat(32);
const expected = { origin, state };
const message = (data: unknown, from = origin) => ({ origin: from, data });

describe('matchOAuthMessage', () => {
  it('accepts the callback of the authorization it waits for', () => {
    expect(matchOAuthMessage(message({ source: 'herald-oauth', code: 0, state }), expected)).toEqual({
      source: 'herald-oauth',
      code: 0,
      state,
    });
    expect(
      matchOAuthMessage(
        message({ source: 'herald-oauth', code: 1407, state, message: 'Declined' }),
        expected,
      ),
    ).toEqual({ source: 'herald-oauth', code: 1407, state, message: 'Declined' });
  });

  it('ignores other origins, other authorizations and anything that is not a callback', () => {
    const good = { source: 'herald-oauth', code: 0, state };
    expect(matchOAuthMessage(message(good, 'https://evil.example'), expected)).toBeNull();
    expect(matchOAuthMessage(message({ ...good, state: 'other' }), expected)).toBeNull();
    expect(matchOAuthMessage(message({ ...good, source: 'devtools' }), expected)).toBeNull();
    expect(matchOAuthMessage(message({ ...good, code: '0' }), expected)).toBeNull();
    expect(matchOAuthMessage(message({ ...good, code: 0.5 }), expected)).toBeNull();
    expect(matchOAuthMessage(message('herald-oauth'), expected)).toBeNull();
    expect(matchOAuthMessage(message(null), expected)).toBeNull();
  });
});

describe('watchOAuthPopup', () => {
  let popup: { closed: boolean };
  let outcomes: OAuthOutcome[];
  let stop: () => void;
  const post = (data: unknown, from = window.location.origin) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: from }));

  beforeEach(() => {
    vi.useFakeTimers();
    popup = { closed: false };
    outcomes = [];
    stop = watchOAuthPopup({
      popup,
      state,
      origin: window.location.origin,
      onOutcome: (outcome) => outcomes.push(outcome),
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('reports success for a code 0 message of its state', () => {
    post({ source: 'herald-oauth', code: 0, state: 'someone-else' });
    expect(outcomes).toEqual([]);
    post({ source: 'herald-oauth', code: 0, state });
    expect(outcomes).toEqual([{ kind: 'authorized', state }]);
  });

  it('reports a failure with its code and message', () => {
    post({ source: 'herald-oauth', code: 1407, state, message: 'Declined on Facebook' });
    expect(outcomes).toEqual([{ kind: 'failed', code: 1407, message: 'Declined on Facebook' }]);
  });

  it('treats a window closed without a message as a suspended authorization', () => {
    vi.advanceTimersByTime(POPUP_POLL_MS * 3);
    expect(outcomes).toEqual([]);
    popup.closed = true;
    vi.advanceTimersByTime(POPUP_POLL_MS * 2);
    expect(outcomes).toEqual([{ kind: 'suspended' }]);
  });

  it('still takes the message posted just before the window closed itself', () => {
    popup.closed = true;
    vi.advanceTimersByTime(POPUP_POLL_MS);
    post({ source: 'herald-oauth', code: 0, state });
    vi.advanceTimersByTime(POPUP_POLL_MS * 4);
    expect(outcomes).toEqual([{ kind: 'authorized', state }]);
  });

  it('reports once, and nothing after it was stopped', () => {
    post({ source: 'herald-oauth', code: 0, state });
    post({ source: 'herald-oauth', code: 0, state });
    expect(outcomes).toHaveLength(1);
    stop();
    popup.closed = true;
    vi.advanceTimersByTime(POPUP_POLL_MS * 4);
    expect(outcomes).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('popupFeatures', () => {
  it('centres a 600×720 popup over the console window', () => {
    const frame = { screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 };
    expect(popupFeatures(frame)).toBe('popup=yes,width=600,height=720,left=500,top=140');
  });

  it('keeps the popup on screen when the window is smaller than it', () => {
    const frame = { screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 667 };
    expect(popupFeatures(frame)).toBe('popup=yes,width=600,height=720,left=0,top=0');
  });
});

describe('callbackInput', () => {
  it('hands over the state and code, and nothing else the network added', () => {
    expect(callbackInput(`?code=abc&state=${state}&granted_scopes=x`)).toEqual({ state, code: 'abc' });
  });

  it('hands over the error and its description when the network refused', () => {
    expect(
      callbackInput(`?error=access_denied&error_code=200&error_description=Permissions+error&state=${state}`),
    ).toEqual({ state, error: 'access_denied', error_description: 'Permissions error' });
    expect(callbackInput(`?error=access_denied&state=${state}`)).toEqual({ state, error: 'access_denied' });
  });

  it('has nothing to hand over without a state, or with neither code nor error', () => {
    expect(callbackInput('?code=abc')).toBeNull();
    expect(callbackInput(`?state=${state}`)).toBeNull();
    expect(callbackInput('')).toBeNull();
  });
});
