import type { ICellProps } from '@svar-ui/react-grid';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateMark } from '../components/StateMark.js';
import { formatIn } from '../model/zoom.js';
import { useChart } from './context.js';

/** A grid cell as SVAR renders it: the row is the chart row (its id and text are ours). */
type CellProps = Pick<ICellProps, 'row'>;

/**
 * The name column: a group's name, a task's name as a link to its detail (keyboard users reach tasks
 * here), or its deadline with the time on the axis's clock.
 */
export function NameCell({ row, withState = false }: CellProps & { withState?: boolean }) {
  const { t } = useTranslation();
  const { info, zone, hrefOf } = useChart();
  const entry = info.get(String(row.id));
  if (!entry) return null;
  if (entry.kind === 'group' || !entry.task) {
    return <span className="herald-gantt-group">{String(row.text ?? '')}</span>;
  }
  const { task } = entry;
  if (entry.kind === 'deadline') {
    return (
      <span className="herald-gantt-deadline">
        {t('assignGantt.deadlineAt', {
          time: formatIn(task.deadline, zone, t('assignGantt.formats.deadline')),
        })}
      </span>
    );
  }
  return (
    <Link
      to={hrefOf(task.task_id)}
      data-testid={`gantt-task-${task.task_id}`}
      className="herald-gantt-name"
      aria-label={t('assignGantt.open', { name: task.name })}
      // The gantt would also select the row (and open it again), and its mouse-down focuses the grid,
      // which draws the cell again between press and release, so no click would reach the link: the
      // link alone handles both.
      onMouseDown={(event) => event.stopPropagation()}
      onClick={(event) => event.stopPropagation()}
    >
      {withState && entry.state && <StateMark state={entry.state} />}
      {task.name}
    </Link>
  );
}

/** The name column alone (a narrow chart): the state's icon goes before the name. */
export function NameStateCell({ row }: CellProps) {
  return <NameCell row={row} withState />;
}

/** The state column: the state's word and icon, and "urgent" beside any other state of an urgent task. */
export function StateCell({ row }: CellProps) {
  const { info } = useChart();
  const entry = info.get(String(row.id));
  if (!entry?.state || entry.kind !== 'period') return null;
  return (
    <span className="herald-gantt-name">
      <StateMark state={entry.state} label />
      {entry.task?.urgent && entry.state !== 'urgent' && <StateMark state="urgent" />}
    </span>
  );
}
