/**
 * The conversation between the console and its authorization popup (SPEC §4): the OAuth middle page
 * posts one message to the window that opened it; code 0 is success, a window closed without a
 * message is a suspended authorization.
 */

export const OAUTH_SOURCE = 'herald-oauth';

export interface OAuthCallbackMessage {
  source: typeof OAUTH_SOURCE;
  /** 0: the authorization completed; anything else: the envelope code of the failure (1 if none). */
  code: number;
  /** The state account/bind or account/rebind returned; it names the authorization. */
  state: string;
  message?: string;
}

export type OAuthOutcome =
  | { kind: 'authorized'; state: string }
  | { kind: 'failed'; code: number; message: string | undefined }
  | { kind: 'suspended' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The callback message of the authorization named `state`, if `event` is one; anything else is ignored. */
export function matchOAuthMessage(
  event: { origin: string; data: unknown },
  expected: { origin: string; state: string },
): OAuthCallbackMessage | null {
  const { data } = event;
  if (event.origin !== expected.origin || !isRecord(data)) return null;
  if (data.source !== OAUTH_SOURCE || data.state !== expected.state) return null;
  if (typeof data.code !== 'number' || !Number.isInteger(data.code)) return null;
  const message = typeof data.message === 'string' ? data.message : undefined;
  return { source: OAUTH_SOURCE, code: data.code, state: expected.state, ...(message ? { message } : {}) };
}

export function outcomeOf(message: OAuthCallbackMessage): OAuthOutcome {
  return message.code === 0
    ? { kind: 'authorized', state: message.state }
    : { kind: 'failed', code: message.code, message: message.message };
}

export const POPUP_NAME = 'herald-oauth';
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 720;
export const POPUP_POLL_MS = 500;

/** window.open features of a popup of the given size centred over the console window. */
export function popupFeatures(
  frame: { screenX: number; screenY: number; outerWidth: number; outerHeight: number },
  width = POPUP_WIDTH,
  height = POPUP_HEIGHT,
): string {
  const left = Math.max(0, Math.round(frame.screenX + (frame.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(frame.screenY + (frame.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

export interface PopupWatch {
  popup: { readonly closed: boolean };
  state: string;
  origin: string;
  onOutcome: (outcome: OAuthOutcome) => void;
  /** Where messages arrive (the console window). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Waits for the popup's answer: the matching callback message, or the window closed without one.
 * The middle page posts and then closes itself, so a closed window only counts once it has stayed
 * closed for a whole poll: the message posted just before closing still wins. Returns a stop
 * function; the outcome is reported at most once.
 */
export function watchOAuthPopup(watch: PopupWatch): () => void {
  const target = watch.target ?? window;
  let stopped = false;
  let closedPolls = 0;
  const finish = (outcome: OAuthOutcome) => {
    if (stopped) return;
    stop();
    watch.onOutcome(outcome);
  };
  const onMessage = (event: MessageEvent) => {
    const message = matchOAuthMessage(event, watch);
    if (message) finish(outcomeOf(message));
  };
  const timer = setInterval(() => {
    closedPolls = watch.popup.closed ? closedPolls + 1 : 0;
    if (closedPolls >= 2) finish({ kind: 'suspended' });
  }, POPUP_POLL_MS);
  target.addEventListener('message', onMessage);
  function stop() {
    stopped = true;
    clearInterval(timer);
    target.removeEventListener('message', onMessage);
  }
  return stop;
}

type CallbackInput =
  | { state: string; code: string }
  | { state: string; error: string; error_description?: string };

/**
 * What the middle page hands to oauth/callback from the network's redirect: the state with either the
 * code or the error (and its description), only the keys present; null without a state or either.
 */
export function callbackInput(search: string): CallbackInput | null {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  const code = query.get('code');
  const error = query.get('error');
  const description = query.get('error_description');
  if (!state) return null;
  if (error !== null)
    return { state, error, ...(description !== null ? { error_description: description } : {}) };
  return code !== null ? { state, code } : null;
}
