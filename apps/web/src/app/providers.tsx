import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, setCallContext } from '../api/transport.js';
import { antdLocale, currentLanguage } from '../i18n/index.js';
import { isLiteMode } from '../lib/environment.js';

function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * One theme for the console that meets WCAG 2.2 AA: every text colour reaches 4.5:1 on white and on
 * the page grey (#f5f5f5) — links and the info colour follow the primary (antd derives them from a
 * lighter blue), secondary text and placeholders are darker than antd's defaults, and the status
 * colours (error, success, warning) are their deeper shades, so status tags and texts stay legible.
 * antd derives a status colour's background and border from its palette, which for these deep shades
 * comes out grey-green (#adb8a5 under the success text, 2.7:1) and beige: the light backgrounds and
 * borders are set to antd's own light shades instead. Preset tag colours that fall short are darkened
 * in styles.css.
 */
const theme = {
  token: {
    colorPrimary: '#3b5bdb',
    colorInfo: '#3b5bdb',
    colorLink: '#3b5bdb',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorTextDescription: '#666666',
    colorTextTertiary: '#666666',
    colorTextPlaceholder: '#707070',
    borderRadius: 6,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
};

/** Server state, antd in the chosen language, and the call context's language and platform. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const { i18n } = useTranslation();
  const language = currentLanguage();
  setCallContext({ language, platform: isLiteMode() ? 'app' : 'web' });
  useEffect(() => {
    document.title = i18n.t('app.name');
  }, [i18n]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(language)} theme={theme}>
        <AntApp message={{ top: 16 }} notification={{ placement: 'top' }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
