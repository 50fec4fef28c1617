import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type BarState, barLooks } from '../model/state.js';
import { StateMark } from './StateMark.js';

/** Which states the legend lists: by label, the tasks'; by receiver, also how each to-do ended. */
export function legendStates(byReceiver: boolean): BarState[] {
  const states: BarState[] = ['overdue', 'due_soon', 'urgent', 'on_track', 'draft', 'ended'];
  return byReceiver ? [...states, 'completed', 'rejected'] : states;
}

/** Each colour with its icon and word, the deadline's diamond and the today line. */
export function Legend({ byReceiver }: { byReceiver: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap="small" align="center" role="list" aria-label={t('assignGantt.legend')}>
      <Typography.Text type="secondary">{t('assignGantt.legend')}:</Typography.Text>
      {legendStates(byReceiver).map((state) => {
        const look = barLooks[state];
        return (
          <Flex
            key={state}
            role="listitem"
            gap={4}
            align="center"
            style={{
              background: look.fill,
              color: look.text,
              border: `2px ${state === 'draft' ? 'dashed' : 'solid'} ${look.border}`,
              borderRadius: 4,
              padding: '0 6px',
              lineHeight: '20px',
            }}
          >
            <StateMark state={state} label />
          </Flex>
        );
      })}
      <Flex role="listitem" gap={4} align="center">
        <span className="herald-gantt-legend-diamond" aria-hidden />
        <Typography.Text>{t('assignGantt.deadline')}</Typography.Text>
      </Flex>
      <Flex role="listitem" gap={4} align="center">
        <span className="herald-gantt-legend-now" aria-hidden />
        <Typography.Text>{t('assignGantt.nav.today')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
