import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config.js';
import { expect, test } from './fixtures.js';
import { submitSignIn } from './support.js';

const member = {
  name: 'Mei Lin',
  email: `mei.${Date.now()}@e2e.test`,
  password: 'mei-lin-password-1',
};

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('signin-submit')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a visitor reads the home page and signs up; without a game they are told so', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Publish, review, listen and report');
  await expect(page.locator('.herald-intro')).toHaveCount(8);

  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Your name').fill(member.name);
  await form.getByLabel('E-mail').fill(member.email);
  await form.getByLabel('Password').fill('short');
  await page.getByTestId('signup-submit').click();
  await expect(form.getByText('At least 10 characters').last()).toBeVisible();
  await form.getByLabel('Password').fill(member.password);
  await page.getByTestId('signup-submit').click();

  await expect(page.getByText('You are not a member of any game yet')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('signin-submit')).toBeVisible();
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await submitSignIn(page, ADMIN_EMAIL, 'not-the-password');
  await expect(page.getByText('Wrong e-mail or password')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

/** Picks a language in the header's switch (a native select) and waits until the menu speaks it. */
async function switchLanguage(page: Page, language: string, usersLink: string): Promise<void> {
  await page.getByRole('combobox', { name: /Language|语言/ }).selectOption({ label: language });
  await expect(page.getByRole('link', { name: usersLink })).toBeVisible();
}

test('the admin signs in, lands in the demo game, adds the member and switches language', async ({
  page,
}) => {
  await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/content\/calendar\?game_id=1001&game_area=asia/);
  await expect(page.getByTestId('calendar')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Permissions' }).click();
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/perm\/users\?game_id=1001&game_area=asia/);
  await page.getByTestId('user-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail of a Herald user').fill(member.email);
  await dialog.getByRole('button', { name: /Save|Create|OK/ }).click();
  await expect(page.getByTestId('users-table')).toContainText(member.email);

  await switchLanguage(page, '简体中文', '用户');
  await page.reload();
  await expect(page.getByRole('link', { name: '用户' })).toBeVisible();
  await switchLanguage(page, 'English', 'Users');

  await signOut(page);
});

test('a member without roles is refused pages they may not open, and unknown pages are not found', async ({
  page,
}) => {
  // Signed in, they land on the default page of their game, which they have no role for.
  await submitSignIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/error\/403\?from=content\.calendar/);

  await page.goto('/perm/users?game_id=1001&game_area=asia');
  await expect(page).toHaveURL(/\/error\/403/);
  await expect(page.getByText('No Page Permissions')).toBeVisible();
  await expect(page.getByText('Contact your business admin')).toBeVisible();

  await page.goto('/system/games');
  await expect(page).toHaveURL(/\/error\/403/);

  await page.goto('/nowhere/at/all');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await page.goto('/content/not-a-page?game_id=1001&game_area=asia');
  await expect(page.getByText('Page Not Found')).toBeVisible();

  // Start leads to the default page, which this member has no role for yet.
  await page.goto('/');
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/\/error\/403\?from=content.calendar/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('signin-submit')).toBeVisible();
});

test('a signed-out visitor is sent to sign in and back to the page they asked for', async ({ page }) => {
  await page.goto('/perm/users?game_id=1001&game_area=asia');
  await expect(page).toHaveURL(/\/\?redirect=/);
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByTestId('signin-submit').click();
  await expect(page).toHaveURL(/\/perm\/users\?game_id=1001&game_area=asia/);
  await expect(page.getByTestId('users-table')).toBeVisible();
});
