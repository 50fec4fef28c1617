import { COOKIES, DEFAULT_LANGUAGE, LANGUAGE_COOKIE_DAYS, type UiLocale } from '@herald/contract/plain';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadedPack, loadPack } from './packs.js';

export const uiLocales: readonly UiLocale[] = ['en', 'zh-CN'];

/** Whether a value (a cookie, a select's value) names one of the console's languages. */
export function isUiLocale(value: string | undefined): value is UiLocale {
  return uiLocales.some((locale) => locale === value);
}

/** The language chosen earlier (cookie), else English: the console never guesses from the browser. */
export function storedLanguage(): UiLocale {
  const match = document.cookie.match(new RegExp(`(?:^|; )${COOKIES.language}=([^;]*)`));
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return isUiLocale(value) ? value : (DEFAULT_LANGUAGE as UiLocale);
}

function rememberLanguage(locale: UiLocale): void {
  const maxAge = LANGUAGE_COOKIE_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${COOKIES.language}=${encodeURIComponent(locale)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

export function currentLanguage(): UiLocale {
  const language = i18next.language;
  return isUiLocale(language) ? language : 'en';
}

/**
 * Whether the active language has this text. Callers ask this instead of looking into en.ts, which
 * would put the English dictionary into their chunk for every language.
 */
export function hasText(key: string): boolean {
  return i18next.exists(key);
}

/** antd's locale for a loaded language (undefined only before start, when antd's own English applies). */
export function antdLocale(locale: UiLocale): Locale | undefined {
  return loadedPack(locale)?.antd;
}

/** Fetches the language's texts into i18next (once) and applies its dates and the page's lang. */
async function prepare(locale: UiLocale): Promise<void> {
  const pack = await loadPack(locale);
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', pack.messages);
  }
  document.documentElement.lang = locale;
  dayjs.locale(pack.dayjs);
}

/**
 * Switches the whole console (texts, antd components, dates) and remembers the choice for 7 days. The
 * language's texts are fetched before i18next switches, so no screen ever shows bare keys.
 */
export async function setLanguage(locale: UiLocale): Promise<void> {
  rememberLanguage(locale);
  await prepare(locale);
  await i18next.changeLanguage(locale);
}

/** Starts i18next with the stored language only: the other language is fetched if the user switches. */
export async function initI18n(): Promise<typeof i18next> {
  const locale = storedLanguage();
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: {},
      lng: locale,
      // Both dictionaries hold every key (messages.test.ts), so no other language is ever needed as a fallback.
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await prepare(locale);
  await i18next.changeLanguage(locale);
  return i18next;
}
