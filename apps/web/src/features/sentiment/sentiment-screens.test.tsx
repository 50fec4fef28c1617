import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flaky, removeWithConfirm, retryLoads } from '../../test-flows.js';
import { ok, serve, serverError, setUpScreenTests, show } from '../../test-harness.js';
import SentimentRulesPage from './SentimentRulesPage.js';

setUpScreenTests();

const manager = { resources: ['config_base', 'config_manage'], is_platform_admin: false };
const reader = { resources: ['config_base'], is_platform_admin: false };
const lag = {
  id: 3,
  terms: ['lag', '卡顿'],
  sentiment: 'negative',
  enabled: true,
  position: 0,
  updated_at: '2026-11-20T08:00:00.000Z',
};
const gg = { ...lag, id: 4, terms: ['gg'], sentiment: 'positive', position: 1 };
const running = {
  state: 'running',
  done: 40,
  total: 160,
  started_at: '2026-11-20T08:00:00.000Z',
  finished_at: null,
};
const idle = { state: 'idle', done: 0, total: 0, started_at: null, finished_at: null };
const listing = (list: unknown[], rerun: unknown = idle, corrections = 0) => ok({ list, rerun, corrections });
const props = { routeName: 'config.senti', params: {} };

describe('sentiment rules screen', () => {
  it('lists rules by priority with their terms, sentiment, the re-classification and the corrections', async () => {
    serve({
      'auth/perms': () => ok(manager),
      'config/senti_rule/list': () => listing([lag, gg], running, 7),
    });
    show(<SentimentRulesPage {...props} />);
    const table = await screen.findByTestId('senti-rules-table');
    const first = (await within(table).findByText('卡顿')).closest('tr') as HTMLElement;
    const second = within(table).getByText('gg').closest('tr') as HTMLElement;
    expect(within(first).getByText('1')).toBeTruthy();
    expect(within(first).getByText('lag')).toBeTruthy();
    expect(within(first).getByText('Negative')).toBeTruthy();
    expect(within(second).getByText('2')).toBeTruthy();
    expect(within(second).getByText('Positive')).toBeTruthy();
    expect(screen.getByText('Re-classifying stored items after a rule change: 40 of 160')).toBeTruthy();
    expect(within(screen.getByTestId('senti-corrections')).getByText('7')).toBeTruthy();
    expect(screen.getByText('2 of 1000 rules')).toBeTruthy();
  });

  it('moves a rule up, turns one off and deletes one after asking', async () => {
    const server = serve({
      'auth/perms': () => ok(manager),
      'config/senti_rule/list': () => listing([lag, gg]),
      'config/senti_rule/move': () => ok([gg, lag]),
      'config/senti_rule/update': (body) => ok({ ...lag, ...(body as object) }),
      'config/senti_rule/delete': () => ok(null),
    });
    show(<SentimentRulesPage {...props} />);
    const table = await screen.findByTestId('senti-rules-table');
    const upButtons = await within(table).findAllByRole('button', { name: 'Move up' });
    expect((upButtons[0] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(upButtons[1] as HTMLElement);
    await waitFor(() => expect(server.bodies('config/senti_rule/move')).toEqual([{ id: 4, position: 0 }]));
    fireEvent.click(within(table).getByRole('switch', { name: 'On: lag, 卡顿' }));
    await waitFor(() =>
      expect(server.bodies('config/senti_rule/update')).toEqual([
        { id: 3, terms: ['lag', '卡顿'], sentiment: 'negative', enabled: false },
      ]),
    );
    const row = within(table).getByText('卡顿').closest('tr') as HTMLElement;
    await removeWithConfirm(server, within(row).getByRole('button', { name: 'Delete' }), {
      question: 'Delete the rule “lag, 卡顿”? Stored items will be re-classified without it.',
      path: 'config/senti_rule/delete',
      body: { id: 3 },
    });
  });

  it('adds a rule from typed terms and the chosen sentiment', async () => {
    const server = serve({
      'auth/perms': () => ok(manager),
      'config/senti_rule/list': () => listing([]),
      'config/senti_rule/create': (body) => ok({ ...lag, id: 9, ...(body as object) }),
    });
    show(<SentimentRulesPage {...props} />);
    expect(await screen.findByText('No sentiment rule yet: the classifier decides every item.')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('senti-rule-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Add at least one word or phrase')).toBeTruthy();
    const terms = within(dialog).getByRole('combobox');
    // Pasted terms split at commas (English or Chinese); Enter adds the last one.
    fireEvent.change(terms, { target: { value: 'pay to win，逼氪' } });
    fireEvent.change(terms, { target: { value: 'gacha tax' } });
    fireEvent.keyDown(terms, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(dialog).getByText('Neutral'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodies('config/senti_rule/create')).toEqual([
        { terms: ['pay to win', '逼氪', 'gacha tax'], sentiment: 'neutral', enabled: true },
      ]),
    );
    expect(await screen.findByText('Created')).toBeTruthy();
  });

  it('judges a text in "try it" and shows the sentiment, language, score and what decided it', async () => {
    const server = serve({
      'auth/perms': () => ok(manager),
      'config/senti_rule/list': () => listing([lag, gg]),
      'config/senti_rule/test': () =>
        ok({
          sentiment: 'negative',
          language: 'zh',
          score: -1,
          source: 'rule',
          terms: [{ term: '卡顿', weight: -1 }],
          rule_id: 3,
        }),
    });
    show(<SentimentRulesPage {...props} />);
    const panel = await screen.findByTestId('senti-try');
    fireEvent.change(within(panel).getByTestId('senti-try-text'), {
      target: { value: '  新赛季太卡顿了  ' },
    });
    fireEvent.click(within(panel).getByTestId('senti-try-run'));
    const verdict = await within(panel).findByTestId('senti-verdict');
    expect(server.bodies('config/senti_rule/test')).toEqual([{ text: '新赛季太卡顿了' }]);
    expect(within(verdict).getByText('Negative')).toBeTruthy();
    expect(within(verdict).getByText('Chinese')).toBeTruthy();
    expect(within(verdict).getByText('-1.00')).toBeTruthy();
    expect(within(verdict).getByText('Rule 1: lag, 卡顿')).toBeTruthy();
    expect(within(verdict).getByText('卡顿 -1')).toBeTruthy();
  });

  it('is read-only without configuration management, and retries a failed load', async () => {
    const outage = flaky(serverError, () => listing([lag]));
    const server = serve({ 'auth/perms': () => ok(reader), 'config/senti_rule/list': outage.route });
    show(<SentimentRulesPage {...props} />);
    await retryLoads(
      server,
      'config/senti_rule/list',
      outage,
      'You can view these rules and try them; changing them needs the configuration management permission.',
      5000,
    );
    expect(screen.queryByTestId('senti-rule-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect((screen.getByRole('switch', { name: 'On: lag, 卡顿' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('senti-try')).toBeTruthy();
  });
});
