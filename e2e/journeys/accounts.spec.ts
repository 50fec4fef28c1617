import { expect, test } from './fixtures.js';
import { authorizeFacebook, connectX, GAME, signIn } from './support.js';

test.describe.configure({ mode: 'serial' });

test('an admin connects Facebook Pages through the consent popup and picks which', async ({ page }) => {
  await signIn(page);
  await page.goto(`/account/list?${GAME}`);
  await expect(page.getByText('Connect your game’s pages')).toBeVisible();

  await authorizeFacebook(page, 'close');
  await expect(page.getByText('Authorization suspended')).toBeVisible();

  await authorizeFacebook(page, 'fb-allow');
  const picker = page.getByTestId('candidates');
  await expect(picker).toBeVisible();
  const boxes = picker.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Connect selected' }).click();

  const table = page.getByTestId('accounts-table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByTestId('emulated-tag')).toHaveCount(2);
  await expect(table).toContainText('Connected');
});

test('the admin renames an account, exports the list and disconnects an account', async ({ page }) => {
  await signIn(page);
  await page.goto(`/account/list?${GAME}`);
  const table = page.getByTestId('accounts-table');
  const firstRow = table.getByRole('row').nth(1);
  const name = ((await firstRow.locator('a').first().textContent()) ?? '').trim();

  await firstRow.getByRole('button', { name: 'Nickname' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('EN main page');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(table).toContainText('EN main page');

  const downloaded = page.waitForEvent('download');
  await page.getByTestId('account-export').click();
  expect((await downloaded).suggestedFilename()).toMatch(/^accounts-1001-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const row = table.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Operation confirm' });
  await expect(confirm).toContainText(`Disconnect Facebook account “${name}”?`);
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('a Page connected in this game shows as already connected in the picker', async ({ page }) => {
  await signIn(page);
  await page.goto(`/account/list?${GAME}`);
  await authorizeFacebook(page, 'fb-allow');
  const picker = page.getByTestId('candidates');
  await expect(picker.getByText('Already connected')).toHaveCount(1);
});

test('the admin connects an X profile; it joins the list as emulated', async ({ page }) => {
  await signIn(page);
  await page.goto(`/account/list?${GAME}`);
  await connectX(page);
  const table = page.getByTestId('accounts-table');
  await expect(table.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: '@' })).toContainText('X');
});

test('a Facebook Group is added by hand, badged manual, with no network actions', async ({ page }) => {
  await signIn(page);
  await page.goto(`/account/list?${GAME}`);
  await page.getByTestId('account-connect').click();
  await expect(page.getByTestId('network-facebook_group')).toContainText('does not allow connecting');
  await page.getByTestId('manual-facebook_group').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Herald Players');
  await dialog.getByLabel('Address').fill('https://example.com/not-a-group');
  await page.getByTestId('manual-add-submit').click();
  await expect(dialog.getByText('Enter the community’s address')).toBeVisible();
  await dialog.getByLabel('Address').fill('https://www.facebook.com/groups/herald.players');
  await page.getByTestId('manual-add-submit').click();
  const row = page.getByTestId('accounts-table').getByRole('row', { name: /Herald Players/ });
  await expect(row.getByTestId('manual-tag')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Nickname' })).toBeVisible();
});

test('the admin connects a Twitch channel, an optional channel, through its consent popup', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`/account/list?${GAME}`);
  await page.getByTestId('account-connect').click();
  await expect(page.getByTestId('optional-twitch')).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('network-twitch').getByRole('button').click();
  const popup = await popupOpened;
  await expect(popup.getByTestId('twitch-app-name')).toContainText('wants to access your account');
  await popup.getByTestId('twitch-authorize').click();
  const picker = page.getByTestId('candidates');
  await expect(picker.getByRole('checkbox')).toHaveCount(1);
  await picker.getByRole('checkbox').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Connect selected' }).click();
  const row = page.getByTestId('accounts-table').getByRole('row').filter({ hasText: 'Twitch' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('emulated-tag')).toBeVisible();
  await expect(row).toContainText('Connected');
});
