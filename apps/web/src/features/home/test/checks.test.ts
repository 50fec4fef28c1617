import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { authChecks } from '../checks.js';

const t = ((key: string) => `text:${key}`) as TFunction;
const check = authChecks(t);

describe('the sign-in and sign-up checks', () => {
  it('accept an e-mail address and refuse anything else as required', () => {
    expect(check.email('mei@example.com')).toBeUndefined();
    for (const value of ['', 'mei', 'mei@', 'mei@example', 'mei lin@example.com', '@example.com']) {
      expect(check.email(value)).toBe('text:common.required');
    }
  });

  it('want a name with more than spaces and at most 64 characters', () => {
    expect(check.name('Mei Lin')).toBeUndefined();
    expect(check.name('   ')).toBe('text:common.required');
    expect(check.name('x'.repeat(64))).toBeUndefined();
    expect(check.name('x'.repeat(65))).toBe('text:common.required');
  });

  it('want a new password of 10 to 200 characters, saying so', () => {
    expect(check.newPassword('x'.repeat(9))).toBe('text:home.passwordHint');
    expect(check.newPassword('x'.repeat(10))).toBeUndefined();
    expect(check.newPassword('x'.repeat(200))).toBeUndefined();
    expect(check.newPassword('x'.repeat(201))).toBe('text:home.passwordHint');
  });

  it('want something typed in a password to sign in', () => {
    expect(check.filled('')).toBe('text:common.required');
    expect(check.filled('a')).toBeUndefined();
  });
});
