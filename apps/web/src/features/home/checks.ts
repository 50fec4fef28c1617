import type { TFunction } from 'i18next';

/** An address with one @, something before it and a dotted domain after it; the server checks it fully. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks of the sign-in and sign-up fields, worded in the active language, as the server applies them. */
export function authChecks(t: TFunction) {
  const required = t('common.required');
  return {
    /** Anything typed. */
    filled: (value: string) => (value === '' ? required : undefined),
    /** An e-mail address. */
    email: (value: string) => (emailShape.test(value) ? undefined : required),
    /** A name of 1 to 64 characters, not only spaces. */
    name: (value: string) => (value.trim() === '' || value.length > 64 ? required : undefined),
    /** A new password of 10 to 200 characters. */
    newPassword: (value: string) =>
      value.length < 10 || value.length > 200 ? t('home.passwordHint') : undefined,
  };
}
