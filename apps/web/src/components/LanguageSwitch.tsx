import { GlobalOutlined } from '@ant-design/icons';
import type { UiLocale } from '@herald/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage, uiLocales } from '../i18n/index.js';

/** English / 简体中文, each named in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <Select<UiLocale>
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(locale) => void setLanguage(locale)}
      options={uiLocales.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
      prefix={<GlobalOutlined />}
      variant="borderless"
      popupMatchSelectWidth={false}
      data-testid="language-switch"
    />
  );
}
