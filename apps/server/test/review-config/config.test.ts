import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@herald/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildGame,
  buildMember,
  buildUser,
  call,
  fail,
  rawCall,
  signInAs,
} from '../factories.js';
import { useTestApp } from '../harness.js';

// The chat webhook tests post to a local server, which the outbound policy refuses unless allowed.
const testApp = useTestApp({ env: { OUTBOUND_ALLOW: '127.0.0.1' } });

async function adminGame() {
  const { db } = testApp().database;
  const admin = await buildUser(db);
  const game = (await buildGame(db, [admin.id])).game_id;
  return { db, game, as: await signInAs(db, admin.id) };
}

const twoLevels = {
  max_level: 2,
  levels: [
    { level: 1, content_name: 'Community lead' },
    { level: 2, content_name: 'Legal' },
  ],
  switchs: [{ content_type: 'post' as const, network: 'facebook' as const, enabled: true }],
  chats: [],
};

async function workbook(rows: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Flows');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe('review levels and switches', () => {
  it('saves levels numbered 1 … max_level and refuses gaps without changing anything', async () => {
    const { app } = testApp();
    const { game, as } = await adminGame();
    const before = await call(app, api.reviewConfig.configGet, {}, { as, game });
    expect(before.max_level).toBe(1);
    const saved = await call(app, api.reviewConfig.configSave, twoLevels, { as, game });
    expect(saved.levels.map((level) => level.content_name)).toEqual(['Community lead', 'Legal']);
    const gap = await fail(app, api.reviewConfig.configSave, { ...twoLevels, max_level: 3 }, { as, game });
    expect(gap.code).toBe(1709);
    expect((await call(app, api.reviewConfig.configGet, {}, { as, game })).max_level).toBe(2);
  });

  it('keeps chat webhook addresses sealed and shows them only to configuration managers', async () => {
    const { app, database } = testApp();
    const { game, as } = await adminGame();
    const url = 'https://hooks.slack.test/services/T000/B000/secret';
    await call(
      app,
      api.reviewConfig.configSave,
      { ...twoLevels, chats: [{ kind: 'slack', url, enabled: true }] },
      { as, game },
    );
    const stored = await database.db.query.reviewConfigs.findFirst();
    expect(JSON.stringify(stored)).not.toContain('secret');
    expect((await call(app, api.reviewConfig.configGet, {}, { as, game })).chats[0]?.url).toBe(url);
    const reader = await buildMember(database.db, game, { keys: ['config_base'] });
    const seen = await call(
      app,
      api.reviewConfig.configGet,
      {},
      { as: await signInAs(database.db, reader.id), game },
    );
    expect(JSON.stringify(seen)).not.toContain('secret');
    const denied = await fail(app, api.reviewConfig.configSave, twoLevels, {
      as: await signInAs(database.db, reader.id),
      game,
    });
    expect(denied.status).toBe(403);
  });
});

describe('review flows', () => {
  it('keeps exactly one default, unique names, and each account in one flow', async () => {
    const { app } = testApp();
    const { db, game, as } = await adminGame();
    await call(app, api.reviewConfig.configSave, twoLevels, { as, game });
    const page = await buildAccount(db, game, { socialAccount: 'Main page' });
    const first = await call(
      app,
      api.reviewConfig.flowCreate,
      {
        name: 'Everyone',
        is_default: false,
        account_ids: [],
        levels: [{ level: 1, reviewers: 'A@studio.test; b@studio.test' }],
      },
      { as, game },
    );
    expect(first.is_default).toBe(true);
    expect(first.levels).toEqual([{ level: 1, reviewers: ['a@studio.test', 'b@studio.test'] }]);
    expect(first.empty_levels).toEqual([2]);
    const second = await call(
      app,
      api.reviewConfig.flowCreate,
      {
        name: 'Main page',
        is_default: true,
        account_ids: [page.id],
        levels: [
          { level: 1, reviewers: 'c@studio.test' },
          { level: 2, reviewers: 'd@studio.test' },
        ],
      },
      { as, game },
    );
    expect(second.is_default).toBe(true);
    const flows = await call(app, api.reviewConfig.flowList, {}, { as, game });
    expect(flows.map((flow) => [flow.name, flow.is_default])).toEqual([
      ['Main page', true],
      ['Everyone', false],
    ]);
    expect(
      (
        await fail(
          app,
          api.reviewConfig.flowCreate,
          { name: 'Everyone', is_default: false, account_ids: [], levels: [] },
          { as, game },
        )
      ).code,
    ).toBe(
      (
        await fail(
          app,
          api.reviewConfig.flowCreate,
          { name: 'Main page', is_default: false, account_ids: [], levels: [] },
          { as, game },
        )
      ).code,
    );
    const taken = await fail(
      app,
      api.reviewConfig.flowCreate,
      { name: 'Other', is_default: false, account_ids: [page.id], levels: [] },
      { as, game },
    );
    expect(taken.code).toBe(1711);
    expect(taken.msg).toContain('Main page');
    const unknown = await fail(
      app,
      api.reviewConfig.flowCreate,
      {
        name: 'Deep',
        is_default: false,
        account_ids: [],
        levels: [{ level: 3, reviewers: 'e@studio.test' }],
      },
      { as, game },
    );
    expect(unknown.code).toBe(1703);
    const noDefault = await fail(
      app,
      api.reviewConfig.flowUpdate,
      { id: second.id, name: 'Main page', is_default: false, account_ids: [page.id], levels: [] },
      { as, game },
    );
    expect(noDefault.code).toBe(1710);
    expect((await fail(app, api.reviewConfig.flowDelete, { id: second.id }, { as, game })).code).toBe(1710);
    await call(app, api.reviewConfig.flowDelete, { id: first.id }, { as, game });
    const reviews = await call(app, api.reviewConfig.accountFlows, {}, { as, game });
    expect(reviews).toEqual([
      { account_id: page.id, flow_id: second.id, flow_name: 'Main page', ready_levels: 2, my_levels: [] },
    ]);
  });

  it('imports a workbook all or nothing, reports each problem by row and column, and exports it back', async () => {
    const { app } = testApp();
    const { db, game, as } = await adminGame();
    await call(app, api.reviewConfig.configSave, twoLevels, { as, game });
    const page = await buildAccount(db, game, { socialChannel: 'facebook', socialId: `p-${game}` });
    const header = ['Flow name', 'Default', 'Accounts', 'Level 1', 'Level 2'];
    const bad = await workbook([
      header,
      ['Default flow', 'yes', '', 'a@studio.test', ''],
      ['Pages', 'maybe', 'facebook:nope', 'not-an-email', 'x@studio.test'],
      ['Default flow', 'no', '', '', ''],
    ]);
    const refused = await call(
      app,
      api.reviewConfig.flowImport,
      { file_name: 'flows.xlsx', content: bad },
      { as, game },
    );
    expect(refused.imported).toBe(0);
    expect(refused.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, 'B'],
      [3, 'C'],
      [3, 'D'],
      [4, 'A'],
    ]);
    expect(await call(app, api.reviewConfig.flowList, {}, { as, game })).toEqual([]);
    const good = await workbook([
      header,
      ['Default flow', 'yes', '', 'a@studio.test; b@studio.test', 'c@studio.test'],
      ['Pages', 'no', `facebook:p-${game}`, 'd@studio.test', ''],
    ]);
    const imported = await call(
      app,
      api.reviewConfig.flowImport,
      { file_name: 'flows.xlsx', content: good },
      { as, game },
    );
    expect(imported).toEqual({ imported: 2, problems: [] });
    const flows = await call(app, api.reviewConfig.flowList, {}, { as, game });
    expect(
      flows.map((flow) => [flow.name, flow.is_default, flow.accounts.map((a) => a.id), flow.empty_levels]),
    ).toEqual([
      ['Default flow', true, [], []],
      ['Pages', false, [page.id], [2]],
    ]);
    const notExcel = await call(
      app,
      api.reviewConfig.flowImport,
      { file_name: 'flows.xls', content: Buffer.from('name,default').toString('base64') },
      { as, game },
    );
    expect(notExcel.problems).toHaveLength(1);
    const exported = await rawCall(app, api.reviewConfig.flowExport, {}, { as, game });
    expect(exported.statusCode).toBe(200);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(Uint8Array.from(exported.rawPayload).buffer);
    const rows = back.worksheets[0]
      ?.getSheetValues()
      .slice(2)
      .map((row) => Array.from((row as unknown[]).slice(1, 4), (cell) => cell ?? ''));
    expect(rows).toEqual([
      ['Default flow', 'yes', ''],
      ['Pages', 'no', `facebook:p-${game}`],
    ]);
    // What is exported imports back as it was.
    const again = await call(
      app,
      api.reviewConfig.flowImport,
      { file_name: 'flows.xlsx', content: Buffer.from(exported.rawPayload).toString('base64') },
      { as, game },
    );
    expect(again).toEqual({ imported: 2, problems: [] });
  });
});

describe('chat test message', () => {
  let server: Server;
  const received: { path: string; body: unknown }[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ path: request.url ?? '', body: JSON.parse(body) });
        const refuse = request.url?.includes('refuse');
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify(
            refuse ? { errcode: 93000, errmsg: 'invalid webhook url' } : { errcode: 0, errmsg: 'ok' },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts a payload in the chat’s own format and reports a refusal in the body', async () => {
    const { app } = testApp();
    const { game, as } = await adminGame();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ok = await call(
      app,
      api.reviewConfig.chatTest,
      { chat: { kind: 'wecom', url: `${base}/ok`, enabled: true } },
      { as, game },
    );
    expect(ok).toMatchObject({ delivered: true, status: 200 });
    expect(received.at(-1)?.body).toMatchObject({ msgtype: 'markdown' });
    const refused = await call(
      app,
      api.reviewConfig.chatTest,
      { chat: { kind: 'lark', url: `${base}/refuse`, enabled: true } },
      { as, game },
    );
    expect(refused).toMatchObject({
      delivered: false,
      status: 200,
      message: 'the chat refused the message (error code 93000)',
    });
    expect(received.at(-1)?.body).toMatchObject({ msg_type: 'interactive' });
  });
});
