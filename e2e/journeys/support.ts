import { API_PREFIX, COOKIES, emptyPostInput, HEADERS, type PostDetail } from '@herald/contract';
import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config.js';

export const GAME = 'game_id=1001&game_area=asia';

/** Calls the console's API the way the console does (session cookie, CSRF header, game context). */
export async function callApi<T>(page: Page, path: string, data: unknown): Promise<T> {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === COOKIES.csrf)?.value ?? '';
  const response = await page.request.post(`${API_PREFIX}/${path}`, {
    data,
    headers: {
      [HEADERS.csrf]: csrf,
      [HEADERS.commonParams]: JSON.stringify({ platform: 'web', game_id: 1001, area_id: 'asia' }),
    },
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path} answered ${body.code}: ${body.msg}`);
  return body.data;
}

/** Fills the home page's sign-in form (what happens next is the caller's to check). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('signin-submit').click();
}

/** Signs in (the admin by default) and lands in the demo game. */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/game_id=1001/);
}

/** Signs a new user up from the home page; without a game yet they are told so. */
export async function signUp(
  page: Page,
  user: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Your name').fill(user.name);
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByText('You are not a member of any game yet')).toBeVisible();
}

/** Adds a signed-up user to the demo game with one of its roles (a preset such as "Reviewer"). */
export async function addMember(page: Page, email: string, role: string): Promise<void> {
  await page.goto(`/perm/users?${GAME}`);
  await page.getByTestId('user-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail of a Herald user').fill(email);
  await dialog.getByLabel('Roles').click();
  await page.locator('.ant-select-item-option').getByText(role, { exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: /Save|Create|OK/ }).click();
  await expect(page.getByTestId('users-table')).toContainText(email);
}

/** Opens the connect dialog, chooses Facebook (or Instagram, through Facebook Login) and answers its consent popup. */
export async function authorizeFacebook(
  page: Page,
  decision: 'fb-allow' | 'fb-cancel' | 'close',
  network: 'facebook' | 'instagram' = 'facebook',
) {
  await page.getByTestId('account-connect').click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId(`network-${network}`).getByRole('button').click();
  const popup = await popupOpened;
  await expect(popup.getByTestId('fb-app-name')).toContainText('Herald is requesting access');
  if (decision === 'close') await popup.close();
  else await popup.getByTestId(decision).click();
  return popup;
}

/** Connects the emulated X profile through its consent popup. */
export async function connectX(page: Page): Promise<void> {
  await page.getByTestId('account-connect').click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('network-twitter').getByRole('button').click();
  const popup = await popupOpened;
  await expect(popup.getByTestId('x-app-name')).toContainText('Herald wants to access your X account');
  await popup.getByTestId('x-authorize').click();
  const picker = page.getByTestId('candidates');
  await expect(picker.getByRole('checkbox')).toHaveCount(1);
  await picker.getByRole('checkbox').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Connect selected' }).click();
}

/**
 * The networks the game has accounts of, as the server has them: the list on screen may show its table
 * before its rows have come, and counting rows then would connect an account already there.
 */
async function networksWithAccounts(page: Page): Promise<Set<string>> {
  const accounts = await callApi<{ social_channel: string }[]>(page, 'base/account/all', {});
  return new Set(accounts.map((account) => account.social_channel));
}

/** Makes sure the game has a Facebook Page and the X profile connected (earlier journeys may have). */
export async function ensureFacebookAndX(page: Page): Promise<void> {
  await page.goto(`/account/list?${GAME}`);
  const table = page.getByTestId('accounts-table');
  await expect(table).toBeVisible();
  const present = await networksWithAccounts(page);
  if (!present.has('facebook')) {
    await authorizeFacebook(page, 'fb-allow');
    const picker = page.getByTestId('candidates');
    await picker.getByRole('checkbox').first().check();
    await page.getByRole('dialog').getByRole('button', { name: 'Connect selected' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Facebook' }).first()).toBeVisible();
    // The picker closes with an animation: the next connect waits until it is gone.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  if (!present.has('twitter')) {
    await connectX(page);
    await expect(table.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  }
}

/** Makes sure the game has an Instagram professional account connected. */
export async function ensureInstagram(page: Page): Promise<void> {
  await page.goto(`/account/list?${GAME}`);
  const table = page.getByTestId('accounts-table');
  await expect(table).toBeVisible();
  if ((await networksWithAccounts(page)).has('instagram')) return;
  await authorizeFacebook(page, 'fb-allow', 'instagram');
  const picker = page.getByTestId('candidates');
  await picker.getByRole('checkbox').first().check();
  await page.getByRole('dialog').getByRole('button', { name: 'Connect selected' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Instagram' }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A Facebook post published through Herald at once (its composing is the content journey's). */
export async function publishedPost(page: Page, text: string): Promise<PostDetail> {
  const accounts = await callApi<{ id: number; social_channel: string }[]>(page, 'base/account/all', {});
  const facebook = accounts.find((account) => account.social_channel === 'facebook');
  if (!facebook) throw new Error('no Facebook Page connected');
  const sent = await callApi<PostDetail>(page, 'post/submit', {
    post: emptyPostInput({ account_ids: [facebook.id], text }),
  });
  await expect
    .poll(async () => (await callApi<PostDetail>(page, 'post/detail', { id: sent.post.id })).post.status, {
      timeout: 30_000,
    })
    .toBe('published');
  return callApi<PostDetail>(page, 'post/detail', { id: sent.post.id });
}
