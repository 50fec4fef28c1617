import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  QuestionCircleOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export type StatusKind = 'info' | 'success' | 'warning' | 'error' | '403' | '404' | '500';

/** One icon per status; 403/404/500 get an icon instead of antd's large illustrations. */
const icons: Record<StatusKind, ReactNode> = {
  info: <InfoCircleFilled />,
  success: <CheckCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
  '403': <StopOutlined />,
  '404': <QuestionCircleOutlined />,
  '500': <CloseCircleFilled />,
};

/**
 * A status screen (not found, forbidden, failed to load, not available yet). It stands in for antd's
 * `Result`, whose illustrations and styles weigh about 18 KB gzip on the first load of every page, for
 * the same layout: icon, title, subtitle, actions, then any further content.
 */
export function StatusResult({
  status = 'info',
  icon,
  title,
  subTitle,
  extra,
  children,
  'data-testid': testId,
}: {
  status?: StatusKind;
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className={`herald-status herald-status-${status}`} data-testid={testId}>
      <div className="herald-status-icon" aria-hidden="true">
        {icon ?? icons[status]}
      </div>
      {title ? <div className="herald-status-title">{title}</div> : null}
      {subTitle ? <div className="herald-status-subtitle">{subTitle}</div> : null}
      {extra ? <div className="herald-status-extra">{extra}</div> : null}
      {children ? <div className="herald-status-content">{children}</div> : null}
    </div>
  );
}
