import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isUiLocale, setLanguage, uiLocales } from '../i18n/index.js';

/**
 * English / 简体中文, each named in its own language. A native select styled like the theme: it
 * weighs nothing on the first load (antd's Select with its popup and virtual list is ~29 KB gzip),
 * and the keyboard, screen readers and phones get the platform's own list.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <span className="herald-language">
      <GlobalOutlined aria-hidden />
      <select
        aria-label={t('language.label')}
        value={currentLanguage()}
        onChange={(event) => {
          const locale = event.target.value;
          if (isUiLocale(locale)) void setLanguage(locale);
        }}
        data-testid="language-switch"
      >
        {uiLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
