import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A fresh copy of the i18n module, as a page load would start. i18next is one instance per test file
 * (a dependency, not reset with the modules), so the texts an earlier test loaded are dropped.
 */
async function freshI18n() {
  vi.resetModules();
  const i18n = await import('./index.js');
  const { default: i18next } = await import('i18next');
  if (i18next.isInitialized) {
    for (const locale of i18n.uiLocales) i18next.removeResourceBundle(locale, 'translation');
  }
  return { ...i18n, i18next };
}

function setCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the console reads this cookie the same way.
  document.cookie = value;
}

describe('language loading', () => {
  beforeEach(() => setCookie('herald_lang=; path=/; max-age=0'));
  afterEach(() => setCookie('herald_lang=; path=/; max-age=0'));

  it('starts with the English texts only when no language was chosen', async () => {
    const { initI18n, i18next, antdLocale } = await freshI18n();
    await initI18n();
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('zh-CN', 'translation')).toBe(false);
    expect(i18next.t('common.save')).toBe('Save');
    expect(antdLocale('en')?.locale).toBe('en');
  });

  it('starts with the Chinese texts only when the herald_lang cookie chose them', async () => {
    setCookie('herald_lang=zh-CN; path=/');
    const { initI18n, i18next, antdLocale } = await freshI18n();
    await initI18n();
    expect(i18next.hasResourceBundle('zh-CN', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(false);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(antdLocale('zh-CN')?.locale).toBe('zh-cn');
  });

  it('fetches the other language before switching, so no screen renders bare keys', async () => {
    const { initI18n, setLanguage, i18next, hasText } = await freshI18n();
    await initI18n();
    const readyOnSwitch: boolean[] = [];
    const record = (language: string) =>
      readyOnSwitch.push(i18next.hasResourceBundle(language, 'translation'));
    i18next.on('languageChanged', record);
    await setLanguage('zh-CN');
    i18next.off('languageChanged', record);
    expect(readyOnSwitch).toEqual([true]);
    expect(i18next.t('common.save')).not.toBe('common.save');
    expect(i18next.t('common.save')).not.toBe('Save');
    expect(hasText('shell.pages.content.calendar')).toBe(true);
    expect(document.cookie).toContain('herald_lang=zh-CN');
  });
});
