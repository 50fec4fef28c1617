import { routeMatches } from '@herald/contract';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTitle, sectionTitle } from '../../i18n/titles.js';
import { isLiteMode } from '../../lib/environment.js';
import { useRouteLink } from '../../lib/links.js';
import { navigation } from './navigation.js';

export interface MenuAccess {
  routes: readonly string[];
  isPlatformAdmin: boolean;
}

function allowedRoute(name: string, access: MenuAccess): boolean {
  return access.isPlatformAdmin || access.routes.some((grant) => routeMatches(name, grant));
}

/** The item a route belongs to: itself, or the listed route sharing the longest name prefix. */
function selectedItem(current: string): string {
  const items = navigation.flatMap((entry) => entry.items);
  if (items.includes(current)) return current;
  const parent = current.split('.').slice(0, -1).join('.');
  return items.find((item) => item.startsWith(`${parent}.`)) ?? current;
}

/** In the app shell only mobile publishing is there; elsewhere every section. */
function sections() {
  return isLiteMode() ? navigation.filter((entry) => entry.section === 'app') : navigation;
}

/** Sections and pages the user may open in this game, nothing else (lite mode: the app's only). */
export function SideMenu({
  current,
  access,
  onNavigate,
}: {
  current: string;
  access: MenuAccess;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const link = useRouteLink();
  const items: MenuProps['items'] = sections()
    .map(({ section, items: names }) => ({
      key: section,
      label: sectionTitle(t, section),
      children: names
        .filter((name) => allowedRoute(name, access))
        .map((name) => ({
          key: name,
          label: (
            <Link to={link(name)} onClick={onNavigate}>
              {pageTitle(t, name)}
            </Link>
          ),
        })),
    }))
    .filter((entry) => entry.children.length > 0);
  const selected = selectedItem(current);
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={[current.split('.')[0] ?? '']}
      aria-label={t('shell.menu')}
    />
  );
}
