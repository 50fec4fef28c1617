import { describe, expect, it } from 'vitest';
import { api } from '../src/index.js';

describe('assign inputs', () => {
  it('a change of a published task carries only the fields sent (no defaults wipe the brief)', () => {
    const input = api.assignTask.change.input.parse({
      id: 7,
      fields: { deadline: '2026-12-01T15:59:00Z' },
    });
    expect(input).toEqual({ id: 7, fields: { deadline: '2026-12-01T15:59:00Z' } });
  });

  it('a new task starts from the defaults of the fields not sent', () => {
    const input = api.assignTask.create.input.parse({
      fields: {
        name: 'Patch 2.1 teaser',
        time_zone: 'Asia/Shanghai',
        deadline: '2026-12-01T15:59:00Z',
        post_period: { start: '2026-11-30T00:00:00Z', end: '2026-12-01T00:00:00Z' },
        receiver_ids: [3],
      },
    });
    expect(input.publish).toBe(false);
    expect(input.fields).toMatchObject({ hashtags: [], label_id: null, remind_hours: 24, urgent: false });
  });
});
