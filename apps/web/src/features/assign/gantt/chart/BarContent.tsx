import { Popover } from 'antd';
import { StateMark } from '../components/StateMark.js';
import { useChart } from './context.js';
import { TaskTip } from './TaskTip.js';

/**
 * What a bar shows (SVAR's task template): the state's icon (its word read out) and the task's name on a
 * post period, nothing on a deadline's diamond, the group's name on a group; the tooltip on each. The
 * `data-state` lets BarStyles colour the bar around it.
 */
export function BarContent({ data }: { data: { id?: string | number; text?: string } }) {
  const { info, canMove } = useChart();
  const entry = info.get(String(data.id));
  if (!entry) return null;
  if (entry.kind === 'group') {
    return (
      <div className="herald-gantt-bar" data-state="group">
        <span>{data.text}</span>
      </div>
    );
  }
  const body = (
    <div className="herald-gantt-bar" data-state={entry.state ?? undefined}>
      {entry.kind === 'period' && entry.state && <StateMark state={entry.state} />}
      {entry.kind === 'period' && <span>{data.text}</span>}
    </div>
  );
  return (
    <Popover
      content={<TaskTip entry={entry} canMove={canMove} />}
      trigger={['hover', 'focus']}
      mouseEnterDelay={0.3}
      destroyOnHidden
    >
      {body}
    </Popover>
  );
}
