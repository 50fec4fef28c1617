import type { UiLocale } from '@herald/contract';

/** The push a mobile publisher gets, in their language. */
export function pushWords(locale: UiLocale, account: string): { title: string } {
  return locale === 'zh-CN'
    ? { title: `请在手机上发布到 Instagram：${account}` }
    : { title: `Ready for you to publish on Instagram: ${account}` };
}
