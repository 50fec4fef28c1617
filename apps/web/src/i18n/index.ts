import {
  COOKIES,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE_DAYS,
  type UiLocale,
  WEEK_START_DAY,
} from '@herald/contract';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCNAntd from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import updateLocale from 'dayjs/plugin/updateLocale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { zhCN } from './zh-CN.js';

export const uiLocales: readonly UiLocale[] = ['en', 'zh-CN'];

const antdLocales: Record<UiLocale, Locale> = { en: enUS, 'zh-CN': zhCNAntd };
const dayjsLocales: Record<UiLocale, string> = { en: 'en', 'zh-CN': 'zh-cn' };

dayjs.extend(updateLocale);
for (const name of Object.values(dayjsLocales)) dayjs.updateLocale(name, { weekStart: WEEK_START_DAY });

function isUiLocale(value: string | undefined): value is UiLocale {
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

export function antdLocale(locale: UiLocale): Locale {
  return antdLocales[locale];
}

function applyDocumentLanguage(locale: UiLocale): void {
  document.documentElement.lang = locale;
  dayjs.locale(dayjsLocales[locale]);
}

/** Switches the whole console (texts, antd components, dates) and remembers the choice for 7 days. */
export async function setLanguage(locale: UiLocale): Promise<void> {
  rememberLanguage(locale);
  applyDocumentLanguage(locale);
  await i18next.changeLanguage(locale);
}

export async function initI18n(): Promise<typeof i18next> {
  const locale = storedLanguage();
  applyDocumentLanguage(locale);
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, 'zh-CN': { translation: zhCN } },
    lng: locale,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
