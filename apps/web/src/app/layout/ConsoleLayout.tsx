import { MenuOutlined } from '@ant-design/icons';
import { apiPaths, type RouteDef } from '@herald/contract';
import { Button, Drawer, Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { Brand } from '../../components/Brand.js';
import { InConsole } from '../../components/in-console.js';
import { LanguageSwitch } from '../../components/LanguageSwitch.js';
import { usePhone } from '../../components/viewport.js';
import { useSessionRenewal } from '../../lib/session.js';
import { HelpButton, NotificationBell } from '../../screens/shell.js';
import { GameSwitcher } from './GameSwitcher.js';
import { SideMenu } from './SideMenu.js';
import { UserMenu } from './UserMenu.js';

/** The signed-in console: header with game, notifications, language and user; the menu; the page. */
export function ConsoleLayout({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { t } = useTranslation();
  const mobile = usePhone();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const perms = useApiQuery(apiPaths.auth.perms, {}, { staleTime: 60_000 });
  useSessionRenewal(true);
  const access = {
    routes: perms.data?.routes ?? [],
    isPlatformAdmin: perms.data?.is_platform_admin ?? false,
  };
  const menu = <SideMenu current={route.name} access={access} onNavigate={() => setDrawerOpen(false)} />;
  return (
    <Layout className="herald-console">
      <Layout.Header className="herald-header">
        {mobile && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('shell.menu')}
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <Brand />
        <div className="herald-header-context">{!route.flags?.ignoreGlobal && <GameSwitcher />}</div>
        <div className="herald-header-tools">
          <HelpButton section={route.section} />
          <NotificationBell />
          <LanguageSwitch />
          <UserMenu isGameAdmin={perms.data?.is_game_admin ?? false} />
        </div>
      </Layout.Header>
      <Layout>
        {mobile ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t('shell.menu')}
            size={280}
          >
            {mobile && !route.flags?.ignoreGlobal && <GameSwitcher />}
            {menu}
          </Drawer>
        ) : (
          <Layout.Sider width={224} theme="light" className="herald-sider">
            {menu}
          </Layout.Sider>
        )}
        <Layout.Content
          className={route.flags?.scroller ? 'herald-content herald-scroller' : 'herald-content'}
        >
          <InConsole.Provider value={true}>{children}</InConsole.Provider>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
