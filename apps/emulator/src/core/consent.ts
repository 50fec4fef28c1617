/**
 * The OAuth consent page and the authorize error page every network shows: brand, "{app} wants to
 * access your account", who is signed in, the wording of each scope, and Allow / Cancel. A network
 * describes its look and words once as a `ConsentKit`; its own extras (server, Page or community
 * pickers) come in as trusted HTML fragments.
 */
import { escapeHtml, hiddenInputs, htmlPage } from './html.js';

export interface ConsentButton {
  label: string;
  /** Test id suffix, e.g. `authorize` → `x-authorize`. */
  id: string;
  /** The `decision` value the button posts; `allow` or `deny` unless given. */
  value?: string;
  /** CSS class; `allow` or `cancel` unless given. */
  className?: string;
}

/** How one list of granted rights is marked up: test ids of the list and its items, and the item attribute. */
export interface ScopeListMarks {
  list: string;
  item: string;
  /** The `data-*` attribute that carries the raw scope name. */
  attr: string;
}

export interface ConsentKit {
  /** Prefix of every test id on the page, e.g. `x` → `x-app-name`. */
  testId: string;
  /** The network's name shown as the logotype. */
  brand: string;
  /** The network's CSS (card, buttons, colours). */
  style: string;
  /** Page title, heading and the line above the scopes; `{app}` stands for the app's name. */
  title: string;
  heading: string;
  scopesIntro: string;
  /** How the network words each scope; an unknown scope shows its raw name. */
  scopeText: Readonly<Record<string, string>>;
  /** Shows the raw scope name after its wording. */
  showScopeName?: boolean;
  /** Defaults: `scopes`, `scope`, `scope`. */
  marks?: Partial<ScopeListMarks>;
  allow: ConsentButton;
  deny: ConsentButton;
  /** Puts Allow before Cancel. */
  allowFirst?: boolean;
  /** The error page's title and heading when a refusal does not bring its own. */
  error?: { title: string; heading?: string };
}

/** Who is signed in: "Signed in as <name> @handle", or the name alone when there is no lead. */
export interface SignedIn {
  lead?: string;
  name: string;
  /** Test id suffix of the name. */
  nameId: string;
  handle?: { text: string; id: string };
}

export interface ConsentRequest {
  app: string;
  account: SignedIn;
  scopes: readonly string[];
  hidden: Record<string, string>;
  /** Trusted HTML placed before the scope list (inside the form). */
  before?: string;
  /** Trusted HTML placed after the scope list (inside the form). */
  after?: string;
}

function fill(template: string, app: string): string {
  return template.split('{app}').join(app);
}

function shell(kit: ConsentKit, title: string, body: string): string {
  const brand = `<div class="brand">${escapeHtml(kit.brand)} <span class="muted">(emulator)</span></div>`;
  return htmlPage({ title, style: kit.style, brand, body });
}

function marksOf(kit: ConsentKit): ScopeListMarks {
  return { list: 'scopes', item: 'scope', attr: 'scope', ...kit.marks };
}

/** The `<li>` items of granted scopes, worded as the network words them. */
export function scopeItems(kit: ConsentKit, scopes: readonly string[]): string {
  const { item, attr } = marksOf(kit);
  return scopes
    .map((scope) => {
      const raw = escapeHtml(scope);
      const name = kit.showScopeName ? ` <span class="muted">(${raw})</span>` : '';
      const text = escapeHtml(kit.scopeText[scope] ?? scope);
      return `<li data-testid="${kit.testId}-${item}" data-${attr}="${raw}">${text}${name}</li>`;
    })
    .join('');
}

function signedIn(kit: ConsentKit, account: SignedIn): string {
  const id = `${kit.testId}-${account.nameId}`;
  if (account.lead === undefined)
    return `<p class="muted" data-testid="${id}">${escapeHtml(account.name)}</p>`;
  const handle = account.handle
    ? ` <span data-testid="${kit.testId}-${account.handle.id}">${escapeHtml(account.handle.text)}</span>`
    : '';
  return `<p class="muted">${escapeHtml(account.lead)} <strong data-testid="${id}">${escapeHtml(account.name)}</strong>${handle}</p>`;
}

function button(kit: ConsentKit, spec: ConsentButton, value: string, className: string): string {
  return `<button class="${spec.className ?? className}" type="submit" name="decision" value="${spec.value ?? value}" data-testid="${kit.testId}-${spec.id}">${escapeHtml(spec.label)}</button>`;
}

/** The consent page: which app, which account, which scopes and the network's extras — Allow or Cancel. */
export function renderConsentPage(kit: ConsentKit, request: ConsentRequest): string {
  const app = escapeHtml(request.app);
  const allow = button(kit, kit.allow, 'allow', 'allow');
  const deny = button(kit, kit.deny, 'deny', 'cancel');
  const actions = kit.allowFirst ? `${allow}\n${deny}` : `${deny}\n${allow}`;
  return shell(
    kit,
    fill(kit.title, request.app),
    `<h1 data-testid="${kit.testId}-app-name">${fill(escapeHtml(kit.heading), app)}</h1>
${signedIn(kit, request.account)}
<form method="post">${hiddenInputs(request.hidden)}
${request.before ?? ''}<p>${fill(escapeHtml(kit.scopesIntro), app)}</p><ul data-testid="${kit.testId}-${marksOf(kit).list}">${scopeItems(kit, request.scopes)}</ul>${request.after ?? ''}
<div class="actions">${actions}</div>
</form>`,
  );
}

export interface AuthorizeError {
  /** The page title; the kit's error title unless given. */
  title?: string;
  /** The heading; the kit's error heading, else the title, unless given. */
  heading?: string;
  message: string;
  /** Trusted HTML shown after the message. */
  detail?: string;
}

/** The page a malformed authorize request lands on. */
export function renderErrorPage(kit: ConsentKit, error: AuthorizeError): string {
  const title = error.title ?? kit.error?.title ?? 'Error';
  const heading = error.heading ?? (error.title === undefined ? kit.error?.heading : undefined) ?? title;
  return shell(
    kit,
    title,
    `<h1 data-testid="${kit.testId}-error-title">${escapeHtml(heading)}</h1><p data-testid="${kit.testId}-error">${escapeHtml(error.message)}</p>${error.detail ?? ''}`,
  );
}
