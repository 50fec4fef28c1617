import { Layout, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from './Brand.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { usePhone } from './viewport.js';

/** The frame of pages outside the console: home, policies, errors. Phones get the compact variant. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const mobile = usePhone();
  return (
    <Layout className={mobile ? 'herald-public herald-public-mobile' : 'herald-public'}>
      <Layout.Header className="herald-header">
        <Brand />
        <div className="herald-header-tools">
          <LanguageSwitch />
        </div>
      </Layout.Header>
      <Layout.Content className="herald-public-content">{children}</Layout.Content>
      <Layout.Footer className="herald-footer">
        <Space separator="·" wrap>
          <Link to="/policy/terms">{t('home.terms')}</Link>
          <Link to="/policy/privacy">{t('home.privacy')}</Link>
          <Link to="/policy/google">{t('home.google')}</Link>
        </Space>
      </Layout.Footer>
    </Layout>
  );
}
