import {
  AuditOutlined,
  CalendarOutlined,
  EditOutlined,
  InboxOutlined,
  LineChartOutlined,
  ProjectOutlined,
  RadarChartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The eight feature intros of the home page, in order; texts live under home.intros.<key>. */
export const intros: readonly {
  key: 'accounts' | 'compose' | 'review' | 'calendar' | 'inbox' | 'listen' | 'report' | 'assign';
  icon: ComponentType;
}[] = [
  { key: 'accounts', icon: TeamOutlined },
  { key: 'compose', icon: EditOutlined },
  { key: 'review', icon: AuditOutlined },
  { key: 'calendar', icon: CalendarOutlined },
  { key: 'inbox', icon: InboxOutlined },
  { key: 'listen', icon: RadarChartOutlined },
  { key: 'report', icon: LineChartOutlined },
  { key: 'assign', icon: ProjectOutlined },
];
