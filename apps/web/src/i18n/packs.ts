import { type UiLocale, WEEK_START_DAY } from '@herald/contract/plain';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import type { Messages } from './en.js';

/** Everything one UI language needs: the console's texts, antd's locale, and dayjs's locale name. */
export interface LanguagePack {
  messages: Messages;
  antd: Locale;
  dayjs: string;
}

dayjs.extend(updateLocale);

/**
 * Each language is its own chunk, fetched only when it is the active one (at start from the
 * `herald_lang` cookie, or on a switch): a first load never carries the other language's texts.
 */
const loaders: Record<UiLocale, () => Promise<LanguagePack>> = {
  en: async () => {
    const [{ en }, antd] = await Promise.all([import('./en.js'), import('antd/es/locale/en_US')]);
    return { messages: en, antd: antd.default, dayjs: 'en' };
  },
  'zh-CN': async () => {
    const [{ zhCN }, antd] = await Promise.all([
      import('./zh-CN.js'),
      import('antd/es/locale/zh_CN'),
      import('dayjs/locale/zh-cn'),
    ]);
    return { messages: zhCN, antd: antd.default, dayjs: 'zh-cn' };
  },
};

const loaded = new Map<UiLocale, LanguagePack>();

/** The language's pack, fetched once; dayjs's locale is registered with the console's week start. */
export async function loadPack(locale: UiLocale): Promise<LanguagePack> {
  const known = loaded.get(locale);
  if (known) return known;
  const pack = await loaders[locale]();
  dayjs.updateLocale(pack.dayjs, { weekStart: WEEK_START_DAY });
  loaded.set(locale, pack);
  return pack;
}

/** A pack already fetched (the active language's always is: it is loaded before it is switched to). */
export function loadedPack(locale: UiLocale): LanguagePack | undefined {
  return loaded.get(locale);
}
