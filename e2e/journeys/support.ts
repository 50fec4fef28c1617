import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config.js';

export const GAME = 'game_id=1001&game_area=asia';

export async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByTestId('signin-submit').click();
  await expect(page).toHaveURL(/game_id=1001/);
}

/** Opens the connect dialog, chooses Facebook and answers its consent popup. */
export async function authorizeFacebook(page: Page, decision: 'fb-allow' | 'fb-cancel' | 'close') {
  await page.getByTestId('account-connect').click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('network-facebook').getByRole('button').click();
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

/** Makes sure the game has a Facebook Page and the X profile connected (earlier journeys may have). */
export async function ensureFacebookAndX(page: Page): Promise<void> {
  await page.goto(`/account/list?${GAME}`);
  const table = page.getByTestId('accounts-table');
  await expect(table).toBeVisible();
  if ((await table.getByRole('row').filter({ hasText: 'Facebook' }).count()) === 0) {
    await authorizeFacebook(page, 'fb-allow');
    const picker = page.getByTestId('candidates');
    await picker.getByRole('checkbox').first().check();
    await page.getByRole('dialog').getByRole('button', { name: 'Connect selected' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Facebook' }).first()).toBeVisible();
  }
  if ((await table.getByRole('row').filter({ hasText: '@' }).count()) === 0) {
    await connectX(page);
    await expect(table.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  }
}
