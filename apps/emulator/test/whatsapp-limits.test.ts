import { describe, expect, it } from 'vitest';
import { injectFault } from './emulator-helpers.js';
import { advance, control, emulator, graphAs, graphError, START } from './fb-helpers.js';
import { customersOf, sendMessage, sent, template, text, waAccess, waErrorOf } from './whatsapp-helpers.js';

async function firstNumber() {
  const app = await emulator();
  const access = await waAccess(app);
  const [phoneId = ''] = access.phoneIds;
  return { app, access, token: access.token, phoneId };
}

describe('whatsapp emulator: limits, faults and analytics', () => {
  it('caps messages per second and number (130429)', async () => {
    const { app, token, phoneId } = await firstNumber();
    const limits = await control(app, 'POST', '/facebook/whatsapp/limits', { throughput_per_second: 2 });
    expect(limits.json()).toEqual({ throughput_per_second: 2, pair_burst: 45 });
    for (const to of ['15550002001', '15550002002'])
      expect((await sendMessage(app, token, phoneId, template(to, 'welcome_gift', []))).statusCode).toBe(200);
    const third = await sendMessage(app, token, phoneId, template('15550002003', 'welcome_gift', []));
    expect(waErrorOf(third)).toMatchObject({
      code: 130429,
      error_data: { details: 'Cloud API message throughput has been reached.' },
    });
    await advance(app, 1);
    expect(
      (await sendMessage(app, token, phoneId, template('15550002003', 'welcome_gift', []))).statusCode,
    ).toBe(200);
  });

  it('limits a burst to the same customer, then one message every 6 seconds (131056)', async () => {
    const { app, token, phoneId } = await firstNumber();
    const { inside } = await customersOf(app, phoneId);
    await control(app, 'POST', '/facebook/whatsapp/limits', { pair_burst: 2 });
    for (const body of ['one', 'two'])
      expect((await sendMessage(app, token, phoneId, text(inside.wa_id, body))).statusCode).toBe(200);
    const third = await sendMessage(app, token, phoneId, text(inside.wa_id, 'three'));
    expect(waErrorOf(third).code).toBe(131056);
    const other = await sendMessage(app, token, phoneId, template('15550003001', 'welcome_gift', []));
    expect(other.statusCode, 'other customers are not affected').toBe(200);
    await advance(app, 6);
    expect((await sendMessage(app, token, phoneId, text(inside.wa_id, 'three'))).statusCode).toBe(200);
  });

  it('injects faults by operation, alias or recipient', async () => {
    const { app, token, phoneId } = await firstNumber();
    await injectFault(app, 'facebook', 'rate_limit', { match: 'wa.messages.create' });
    const limited = await sendMessage(app, token, phoneId, template('15550004001', 'welcome_gift', []));
    expect(waErrorOf(limited).code).toBe(130429);
    await injectFault(app, 'facebook', 'server_error', { match: 'publish' });
    const failed = await sendMessage(app, token, phoneId, template('15550004001', 'welcome_gift', []));
    expect(failed.statusCode).toBe(500);
    expect(waErrorOf(failed).code).toBe(131000);
    await injectFault(app, 'facebook', 'server_error', { match: 'wa.messages.to.15550004002' });
    expect(
      (await sendMessage(app, token, phoneId, template('15550004001', 'welcome_gift', []))).statusCode,
    ).toBe(200);
    expect(
      (await sendMessage(app, token, phoneId, template('15550004002', 'welcome_gift', []))).statusCode,
    ).toBe(500);
    expect(await sent(app, phoneId, '15550004002')).toEqual([]);
  });

  it('answers sent and delivered counts per day through the WABA analytics field', async () => {
    const { app, access, token, phoneId } = await firstNumber();
    await sendMessage(app, token, phoneId, template('15550005001', 'welcome_gift', []));
    await advance(app, 60);
    const start = Math.floor(START / 1000) - 10 * 86_400;
    const end = Math.floor(START / 1000) + 86_400;
    const answer = await graphAs(app, token, 'GET', `/${access.wabaId}`, {
      fields: `analytics.start(${start}).end(${end}).granularity(DAY)`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { analytics, id } = answer.json();
    expect(id).toBe(access.wabaId);
    expect(analytics.granularity).toBe('DAY');
    expect(analytics.phone_numbers).toHaveLength(2);
    expect(analytics.data_points.length).toBeGreaterThanOrEqual(8);
    for (const point of analytics.data_points) {
      expect(point.end - point.start).toBe(86_400);
      expect(point.delivered).toBeLessThanOrEqual(point.sent);
    }
    const today = analytics.data_points.at(-1);
    expect(today.start).toBe(Date.parse('2026-07-01T00:00:00Z') / 1000);
    expect(today.sent).toBeGreaterThanOrEqual(1);

    const [digits] = analytics.phone_numbers as string[];
    const one = await graphAs(app, token, 'GET', `/${access.wabaId}`, {
      fields: `analytics.start(${start}).end(${end}).granularity(DAY).phone_numbers(["${digits}"])`,
    });
    expect(one.json().analytics.phone_numbers).toEqual([digits]);
    const bad = await graphAs(app, token, 'GET', `/${access.wabaId}`, {
      fields: `analytics.start(${end}).end(${start})`,
    });
    expect(graphError(bad).code).toBe(100);
  });
});
