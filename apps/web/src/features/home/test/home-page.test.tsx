import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/index.js';
import { ok, serve, setUpScreenTests, show } from '../../../test-harness.js';
import HomePage from '../HomePage.js';

setUpScreenTests();

const signedOut = { code: 307, callback_url: null };

function open(providers = { sso: false, sign_up: true }) {
  const server = serve({
    'auth/check': () => ok(signedOut),
    'auth/providers': () => ok(providers),
    'auth/signin': () => ok(null),
  });
  show(<HomePage />);
  return server;
}

describe('the home page, signed out', () => {
  it('has one h1 and the intros as h2 below it', async () => {
    open();
    expect(
      (await screen.findAllByRole('heading', { level: 1 })).map((heading) => heading.textContent),
    ).toEqual(['Publish, review, listen and report — for every game, on every network.']);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
  });

  it('switches between sign-in and sign-up as tabs, by click and by arrow keys', async () => {
    open();
    const signIn = await screen.findByRole('tab', { name: 'Sign in' });
    const signUp = screen.getByRole('tab', { name: 'Sign up' });
    expect(signIn.getAttribute('aria-selected')).toBe('true');
    expect(signUp.tabIndex).toBe(-1);
    expect(within(screen.getByRole('tabpanel')).getByTestId('signin-submit')).toBeTruthy();

    fireEvent.keyDown(signIn, { key: 'ArrowRight' });
    expect(signUp.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(signUp);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(signUp.id);
    expect(await within(panel).findByTestId('signup-submit')).toBeTruthy();

    fireEvent.keyDown(signUp, { key: 'Home' });
    expect(document.activeElement).toBe(signIn);
    fireEvent.click(signUp);
    expect(signUp.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps what was typed when the user switches away and back', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'mei@example.com' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('mei@example.com');
  });

  it('signs in with the e-mail and password typed', async () => {
    const server = open();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'mei@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'mei-lin-password-1' } });
    fireEvent.click(screen.getByTestId('signin-submit'));
    await waitFor(() => expect(server.bodies('auth/signin')).toHaveLength(1));
    expect(server.bodies('auth/signin')[0]).toEqual({
      email: 'mei@example.com',
      password: 'mei-lin-password-1',
    });
  });

  it('refuses a sign-up with fields left wrong, says why beside each, and sends nothing', async () => {
    const server = open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Sign up' }));
    const panel = screen.getByRole('tabpanel');
    fireEvent.change(await within(panel).findByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('signup-submit'));
    const name = within(panel).getByLabelText('Your name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getAllByText('Required')).toHaveLength(2);
    const password = within(panel).getByLabelText('Password');
    // The refusal says what the hint says: the words show once, as the refusal.
    expect(password.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
    expect(within(panel).getByText('At least 10 characters').getAttribute('role')).toBe('alert');
    expect(server.bodies('auth/signup')).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'mei-lin-password-1' } });
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(within(panel).getAllByText('At least 10 characters')).toHaveLength(1);
  });

  it('shows and hides the password with a named toggle', async () => {
    open();
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    const reveal = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    fireEvent.click(reveal);
    expect(reveal.getAttribute('aria-pressed')).toBe('true');
    expect(password.type).toBe('text');
    fireEvent.click(reveal);
    expect(password.type).toBe('password');
  });

  it('says sign-up is closed when the server does not offer it', async () => {
    open({ sso: false, sign_up: false });
    fireEvent.click(await screen.findByRole('tab', { name: 'Sign up' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByText(
        'Sign-up is closed here; ask an administrator for an account.',
      ),
    ).toBeTruthy();
  });
});

describe('the language switch', () => {
  // The Chinese pack is fetched once here, so the switch below waits for no module transform.
  beforeAll(async () => {
    await setLanguage('zh-CN');
    await setLanguage('en');
  }, 60_000);
  afterEach(async () => {
    await setLanguage('en');
  });

  it('is a named list of both languages, each in its own words, and switches the page', async () => {
    open();
    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['English', '简体中文']);
    expect(select.value).toBe('en');
    fireEvent.change(select, { target: { value: 'zh-CN' } });
    expect(await screen.findByRole('tab', { name: '登录' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: '语言' }) as HTMLSelectElement).value).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
