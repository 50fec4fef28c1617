import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { networkNames } from '@herald/contract';
import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pollReach } from '../../../lib/post-values/reach.js';
import type { Poll } from '../../../lib/post-values/values.js';
import { issueProps } from '../components/issue-help.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesOn, issuesUnder } from '../model/issues.js';

type Duration = Poll['duration'];
const DAY: Duration = { days: 1, hours: 0, minutes: 0 };
const units = [
  { key: 'days', max: 7 },
  { key: 'hours', max: 23 },
  { key: 'minutes', max: 59 },
] as const;

function minutesOf(duration: Duration): number {
  return duration.days * 1440 + duration.hours * 60 + duration.minutes;
}

function durationOf(minutes: number): Duration {
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

function PollOptions({
  form,
  poll,
  maxOptions,
  optionMax,
}: {
  form: ComposeForm;
  poll: Poll;
  maxOptions: number;
  optionMax: number;
}) {
  const { t } = useTranslation();
  const setOptions = (options: string[]) => form.set({ poll: { ...poll, options } });
  return (
    <Form.Item label={t('compose.poll.options')} {...issueProps(issuesOn(form.issues, 'poll.options'))}>
      <Flex vertical gap="small">
        {poll.options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no identity of their own, only a place.
          <Flex key={index} gap="small" align="start">
            <Form.Item
              style={{ flex: 1, marginBottom: 0 }}
              {...issueProps(issuesUnder(form.issues, `poll.options.${index}`))}
            >
              <Input
                value={option}
                maxLength={100}
                showCount={{ formatter: ({ count }) => `${count}/${optionMax}` }}
                placeholder={t('compose.poll.option', { n: index + 1 })}
                aria-label={t('compose.poll.option', { n: index + 1 })}
                onChange={(event) =>
                  setOptions(poll.options.map((o, i) => (i === index ? event.target.value : o)))
                }
              />
            </Form.Item>
            <Button
              icon={<DeleteOutlined />}
              disabled={poll.options.length <= 2}
              aria-label={t('compose.poll.removeOption', { n: index + 1 })}
              onClick={() => setOptions(poll.options.filter((_, i) => i !== index))}
            />
          </Flex>
        ))}
        {poll.options.length < maxOptions && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => setOptions([...poll.options, ''])}
            style={{ alignSelf: 'start' }}
          >
            {t('compose.poll.addOption')}
          </Button>
        )}
      </Flex>
    </Form.Item>
  );
}

function PollDuration({
  form,
  poll,
  fixedHours,
}: {
  form: ComposeForm;
  poll: Poll;
  fixedHours: number | null;
}) {
  const { t } = useTranslation();
  const setUnit = (key: keyof Duration, value: number | null) =>
    form.set({ poll: { ...poll, duration: { ...poll.duration, [key]: value ?? 0 } } });
  return (
    <Form.Item
      label={t('compose.poll.duration')}
      extra={fixedHours === null ? undefined : t('compose.poll.fixed', { hours: fixedHours })}
      {...issueProps(issuesUnder(form.issues, 'poll.duration'))}
    >
      <Flex gap="small" wrap>
        {units.map((unit) => (
          <InputNumber
            key={unit.key}
            min={0}
            max={unit.max}
            precision={0}
            value={poll.duration[unit.key]}
            disabled={fixedHours !== null}
            onChange={(value) => setUnit(unit.key, value)}
            suffix={t(`compose.poll.${unit.key}`)}
            aria-label={t(`compose.poll.${unit.key}`)}
            style={{ width: 120 }}
          />
        ))}
      </Flex>
    </Form.Item>
  );
}

/**
 * The poll, offered when a chosen network takes polls, limited to what every such network takes
 * (options, their length). A Threads poll always runs 24 hours, so its duration is set and locked.
 */
export function PollSection({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const { poll } = form.values;
  const reach = pollReach(form.networks);
  const { set } = form;
  const fixedMinutes = reach.fixedHours === null ? null : reach.fixedHours * 60;
  useEffect(() => {
    if (poll && fixedMinutes !== null && minutesOf(poll.duration) !== fixedMinutes)
      set({ poll: { ...poll, duration: durationOf(fixedMinutes) } });
  }, [poll, fixedMinutes, set]);

  if (!poll) {
    if (reach.taking.length === 0) return null;
    return (
      <Form.Item label={t('compose.poll.label')}>
        <Button
          icon={<PlusOutlined />}
          onClick={() => form.set({ poll: { options: ['', ''], duration: DAY } })}
          data-testid="compose-add-poll"
        >
          {t('compose.poll.add')}
        </Button>
        <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
          {t('compose.poll.takenBy', {
            networks: reach.taking.map((item) => networkNames[item.network]).join(', '),
          })}
        </Typography.Text>
      </Form.Item>
    );
  }
  return (
    <div data-testid="compose-poll">
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('compose.poll.label')}</Typography.Text>
        <Button type="link" danger onClick={() => form.set({ poll: null })}>
          {t('compose.poll.remove')}
        </Button>
      </Flex>
      <Form.Item {...issueProps(issuesOn(form.issues, 'poll'))} style={{ marginBottom: 0 }} />
      <PollOptions
        form={form}
        poll={poll}
        maxOptions={Number.isFinite(reach.maxOptions) ? reach.maxOptions : 10}
        optionMax={Number.isFinite(reach.optionMax) ? reach.optionMax : 100}
      />
      <PollDuration form={form} poll={poll} fixedHours={reach.fixedHours} />
    </div>
  );
}
