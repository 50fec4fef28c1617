import { type AuthorizeDialog, dialogPage, redirectUrl } from '../../core/authorize-page.js';
import { list, type Params, str } from '../../core/params.js';
import { CONSENT, consentPage } from './consent-page.js';
import type { FbRuntime } from './routing.js';
import { issueCode } from './tokens.js';
import type { FbApp, FbState } from './types.js';
import { phonesOf, wabasOf } from './whatsapp/state.js';

/** Scopes granted when a Facebook Login for Business `config_id` is used instead of `scope`. */
export const CONFIG_SCOPES = [
  'pages_show_list',
  'pages_manage_posts',
  'pages_read_engagement',
  'pages_manage_engagement',
  'pages_read_user_content',
  'read_insights',
  'pages_messaging',
  'business_management',
];

export class DialogError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

export interface DialogRequest {
  app: FbApp;
  redirectUri: string;
  state?: string;
  scopes: string[];
}

export function parseDialog(fbState: FbState, params: Params): DialogRequest {
  const clientId = str(params, 'client_id');
  const app = clientId ? fbState.apps.get(clientId) : undefined;
  if (!app) throw new DialogError('Invalid App ID', 'The provided app ID does not look like a valid app ID.');
  const redirectUri = str(params, 'redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) {
    throw new DialogError("Can't Load URL", "The domain of this URL isn't included in the app's domains.");
  }
  if (app.redirectUris && !app.redirectUris.includes(redirectUri)) {
    throw new DialogError(
      'URL Blocked',
      "This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings.",
    );
  }
  const scopes = str(params, 'config_id') ? CONFIG_SCOPES : (list(params, 'scope') ?? ['public_profile']);
  const invalid = scopes.find((scope) => !/^[a-z_]+$/.test(scope));
  if (invalid) throw new DialogError('Invalid Scopes', `Invalid Scopes: ${invalid}.`);
  return { app, redirectUri, state: str(params, 'state'), scopes };
}

export interface Decision {
  allow: boolean;
  pageIds?: string[];
  declined?: string[];
}

/** The redirect the dialog sends the browser to after Allow (with a code) or Cancel (with an error). */
export function decide(fbState: FbState, dialog: DialogRequest, decision: Decision, now: number) {
  const { state } = dialog;
  if (!decision.allow) {
    const denied = {
      error: 'access_denied',
      error_code: '200',
      error_description: 'Permissions error',
      error_reason: 'user_denied',
    };
    return { redirect_url: redirectUrl(dialog.redirectUri, { ...denied, state }, '_=_') };
  }
  const declined = decision.declined ?? [];
  const pageIds = (decision.pageIds ?? [...fbState.pages.keys()]).filter((id) => fbState.pages.has(id));
  const code = issueCode(
    fbState,
    {
      appId: dialog.app.id,
      redirectUri: dialog.redirectUri,
      userId: fbState.user.id,
      scopes: dialog.scopes.filter((scope) => !declined.includes(scope)),
      declined: dialog.scopes.filter((scope) => declined.includes(scope)),
      pageIds,
    },
    now,
  );
  return {
    redirect_url: redirectUrl(dialog.redirectUri, { code: code.value, state }, '_=_'),
    code: code.value,
  };
}

/** Facebook Login's dialog (real: https://www.facebook.com/dialog/oauth); `pages` picks the Pages. */
export function loginDialog(rt: FbRuntime): AuthorizeDialog<DialogRequest, DialogError> {
  return {
    consent: CONSENT,
    parse: (params) => parseDialog(rt.state, params),
    page: (dialog) =>
      consentPage({
        app: dialog.app,
        user: rt.state.user,
        pages: [...rt.state.pages.values()],
        scopes: dialog.scopes,
        hidden: {
          client_id: dialog.app.id,
          redirect_uri: dialog.redirectUri,
          scope: dialog.scopes.join(','),
          ...(dialog.state === undefined ? {} : { state: dialog.state }),
        },
        instagram: Object.fromEntries(
          [...rt.state.ig.accounts.values()].map((account) => [account.pageId, account.username]),
        ),
        whatsapp: wabasOf(rt.state.wa, rt.state.user.id).map((waba) => ({
          id: waba.id,
          name: waba.name,
          numbers: phonesOf(rt.state.wa, waba.id).map((phone) => phone.displayPhoneNumber),
        })),
      }),
    decide: (dialog, allow, params) =>
      decide(rt.state, dialog, { allow, pageIds: list(params, 'pages') ?? [] }, rt.context.clock.now()),
    refuses: DialogError,
  };
}

/** The consent page on the network's consent host. */
export const registerDialog = dialogPage('/dialog/oauth', loginDialog);
