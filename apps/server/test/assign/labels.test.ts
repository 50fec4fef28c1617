import { api, type LabelNode } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGame, buildMember, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { type AssignGame, assignGame, assignRowCounts, createTask } from './helpers.js';

/** The label tree (SPEC §3 Label: name, level; multi-level with parent): create, rename, move, delete. */
describe('labels', () => {
  const testApp = useTestApp();
  let world: AssignGame;

  beforeAll(async () => {
    world = await assignGame(testApp());
  });

  const create = (name: string, parent_id: number | null = null) =>
    call(testApp().app, api.assignLabel.create, { name, parent_id }, world.lead.as);
  const tree = () => call(testApp().app, api.assignLabel.list, {}, world.alice.as);
  const shape = (nodes: LabelNode[], ids: number[]) =>
    nodes
      .filter((node) => ids.includes(node.id))
      .map((node) => [node.name, node.level, node.parent_id, node.position]);

  async function refused(endpoint: Parameters<typeof fail>[1], input: unknown, code: number) {
    const { app, database } = testApp();
    const before = await assignRowCounts(database.db);
    const result = await fail(app, endpoint, input, world.lead.as);
    expect(result.code, result.msg).toBe(code);
    expect(await assignRowCounts(database.db)).toEqual(before);
    return result;
  }

  it('creates roots and children one level below their parent, at the end of their siblings', async () => {
    const launch = await create('Launch');
    const eu = await create('EU', launch.id);
    const asia = await create('Asia', launch.id);
    const teaser = await create('Teaser', eu.id);
    expect([launch.level, eu.level, teaser.level]).toEqual([1, 2, 3]);
    expect([eu.position, asia.position]).toEqual([0, 1]);
    const nodes = await tree();
    // Depth first: each label followed by its children.
    expect(shape(nodes, [launch.id, eu.id, asia.id, teaser.id])).toEqual([
      ['Launch', 1, null, launch.position],
      ['EU', 2, launch.id, 0],
      ['Teaser', 3, eu.id, 0],
      ['Asia', 2, launch.id, 1],
    ]);
  });

  it('refuses a fourth level, a taken sibling name (any case) and a parent of another game', async () => {
    const root = await create('Events');
    const two = await create('Summer', root.id);
    const three = await create('Week 1', two.id);
    const deep = await refused(api.assignLabel.create, { name: 'Day 1', parent_id: three.id }, 2211);
    expect(deep.msg).toBe('Labels nest at most 3 levels deep');
    await refused(api.assignLabel.create, { name: 'summer', parent_id: root.id }, 1301);
    // The same name under another parent is fine.
    await create('Summer');
    const sibling = await create('Week 2', two.id);
    await refused(api.assignLabel.update, { id: sibling.id, name: 'WEEK 1' }, 1301);
    // A label may change the case of its own name.
    await call(testApp().app, api.assignLabel.update, { id: two.id, name: 'summer ' }, world.lead.as);
    const renamed = await call(
      testApp().app,
      api.assignLabel.update,
      { id: three.id, name: 'Week one' },
      world.lead.as,
    );
    expect(renamed).toMatchObject({ name: 'Week one', level: 3 });

    const other = (await buildGame(testApp().database.db)).game_id;
    const otherLead = await buildMember(testApp().database.db, other, { admin: true });
    const foreign = await call(
      testApp().app,
      api.assignLabel.create,
      { name: 'Theirs', parent_id: null },
      { as: await signInAs(testApp().database.db, otherLead.id), game: other },
    );
    await refused(api.assignLabel.create, { name: 'Mine', parent_id: foreign.id }, 1304);
    await refused(api.assignLabel.update, { id: foreign.id, name: 'Taken over' }, 404);
    await refused(api.assignLabel.move, { id: foreign.id, parent_id: null, position: 0 }, 404);
    await refused(api.assignLabel.move, { id: root.id, parent_id: foreign.id, position: 0 }, 1304);
    await refused(api.assignLabel.delete, { id: foreign.id }, 404);
  });

  it('moves a label with its subtree, recomputing levels and re-ordering both sibling lists', async () => {
    const a = await create('Region A');
    const b = await create('Region B');
    const a1 = await create('A1', a.id);
    const a2 = await create('A2', a.id);
    const a3 = await create('A3', a.id);
    const a2x = await create('A2x', a2.id);
    const b1 = await create('B1', b.id);
    const nodes = await call(
      testApp().app,
      api.assignLabel.move,
      { id: a2.id, parent_id: b.id, position: 0 },
      world.lead.as,
    );
    expect(shape(nodes, [a1.id, a3.id, a2.id, a2x.id, b1.id])).toEqual([
      ['A1', 2, a.id, 0],
      ['A3', 2, a.id, 1],
      ['A2', 2, b.id, 0],
      ['A2x', 3, a2.id, 0],
      ['B1', 2, b.id, 1],
    ]);
    // To the roots: the subtree moves up a level.
    const up = await call(
      testApp().app,
      api.assignLabel.move,
      { id: a2.id, parent_id: null, position: 0 },
      world.lead.as,
    );
    expect(shape(up, [a2.id, a2x.id])).toEqual([
      ['A2', 1, null, 0],
      ['A2x', 2, a2.id, 0],
    ]);
    // Re-ordering among the same siblings; a position past the end goes last.
    const last = await call(
      testApp().app,
      api.assignLabel.move,
      { id: a1.id, parent_id: a.id, position: 99 },
      world.lead.as,
    );
    expect(shape(last, [a1.id, a3.id])).toEqual([
      ['A3', 2, a.id, 0],
      ['A1', 2, a.id, 1],
    ]);
  });

  it('refuses a cycle, a move that puts the deepest descendant too deep, and a name taken at the destination', async () => {
    const top = await create('Top');
    const mid = await create('Mid', top.id);
    const low = await create('Low', mid.id);
    const other = await create('Other');
    await refused(api.assignLabel.move, { id: top.id, parent_id: top.id, position: 0 }, 2209);
    await refused(api.assignLabel.move, { id: top.id, parent_id: low.id, position: 0 }, 2209);
    await refused(api.assignLabel.move, { id: top.id, parent_id: mid.id, position: 0 }, 2209);
    // Mid has a child: under Other it would be levels 2 and 3 — fine; under Other's child, 3 and 4 — too deep.
    const otherChild = await create('Other child', other.id);
    await refused(api.assignLabel.move, { id: mid.id, parent_id: otherChild.id, position: 0 }, 2211);
    await create('Mid', other.id);
    await refused(api.assignLabel.move, { id: mid.id, parent_id: other.id, position: 0 }, 1301);
  });

  it('refuses to delete a label used by a task or template anywhere below it, saying how many', async () => {
    const { app } = testApp();
    const campaign = await create('Campaign');
    const week = await create('Week', campaign.id);
    const spare = await create('Spare', campaign.id);
    const task = await createTask(app, world, { fields: { label_id: week.id } });
    await call(
      app,
      api.assignTemplate.save,
      { fields: { template_name: 'Weekly', name: 'Weekly patch post', label_id: spare.id } },
      world.lead.as,
    );
    const inUse = await refused(api.assignLabel.delete, { id: campaign.id }, 2210);
    expect(inUse.msg).toContain('1 tasks and 1 templates');
    const counts = (await tree()).filter((node) => [week.id, spare.id].includes(node.id));
    expect(counts.map((node) => [node.task_count, node.template_count])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    // Once the task is deleted and the template gone, the label and its children go.
    await call(app, api.assignTask.abandon, { id: task.task.task_id, reason: '' }, world.lead.as);
    await call(app, api.assignTask.delete, { id: task.task.task_id }, world.lead.as);
    const templates = await call(app, api.assignTemplate.list, {}, world.lead.as);
    for (const template of templates.filter((entry) => entry.fields.label_id === spare.id))
      await call(app, api.assignTemplate.delete, { id: template.id }, world.lead.as);
    await call(app, api.assignLabel.delete, { id: campaign.id }, world.lead.as);
    const ids = (await tree()).map((node) => node.id);
    expect(ids).not.toEqual(expect.arrayContaining([campaign.id]));
    expect(ids).not.toContain(week.id);
    expect(ids).not.toContain(spare.id);
  });

  it('files a task under a label of its own game only, and shows the label path', async () => {
    const { app } = testApp();
    const root = await create('Season');
    const child = await create('Trailer', root.id);
    const detail = await createTask(app, world, { fields: { label_id: child.id } });
    expect(detail.task.label).toEqual({ id: child.id, name: 'Trailer', level: 2, parent_id: root.id });
    expect(detail.task.label_path).toEqual(['Season', 'Trailer']);
    const other = (await buildGame(testApp().database.db)).game_id;
    const otherLead = await buildMember(testApp().database.db, other, { admin: true });
    const foreign = await call(
      app,
      api.assignLabel.create,
      { name: 'Foreign', parent_id: null },
      { as: await signInAs(testApp().database.db, otherLead.id), game: other },
    );
    const before = await assignRowCounts(testApp().database.db);
    const result = await fail(
      app,
      api.assignTask.create,
      { fields: { ...detail.task, label_id: foreign.id, receiver_ids: [world.alice.id] }, publish: false },
      world.lead.as,
    );
    expect(result.code).toBe(1001);
    const refusedLabel = await fail(
      app,
      api.assignTask.change,
      { id: detail.task.task_id, fields: { label_id: foreign.id } },
      world.lead.as,
    );
    expect(refusedLabel.code).toBe(1304);
    expect(await assignRowCounts(testApp().database.db)).toEqual(before);
  });
});
