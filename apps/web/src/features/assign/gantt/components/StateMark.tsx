import {
  CalendarOutlined,
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  EditOutlined,
  ExclamationCircleFilled,
  StopOutlined,
  ThunderboltFilled,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarState } from '../model/state.js';

const icons: Readonly<Record<BarState, ComponentType<{ 'aria-hidden'?: boolean }>>> = {
  overdue: ExclamationCircleFilled,
  due_soon: ClockCircleFilled,
  urgent: ThunderboltFilled,
  on_track: CalendarOutlined,
  draft: EditOutlined,
  ended: StopOutlined,
  completed: CheckCircleFilled,
  rejected: CloseCircleFilled,
};

/** A state's icon; with `label`, its word beside it (else the word is only read out). */
export function StateMark({ state, label = false }: { state: BarState; label?: boolean }) {
  const { t } = useTranslation();
  const Icon = icons[state];
  const word = t(`assignGantt.states.${state}`);
  return (
    <span className="herald-gantt-name" data-state={state}>
      <Icon aria-hidden />
      {label ? <span>{word}</span> : <span className="herald-visually-hidden">{word}</span>}
    </span>
  );
}
