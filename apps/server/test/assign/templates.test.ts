import { api, type TemplateFields } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { type AssignGame, assignGame, assignRowCounts } from './helpers.js';

/** Task templates for recurring campaigns. */
describe('task templates', () => {
  const testApp = useTestApp();
  let world: AssignGame;

  beforeAll(async () => {
    world = await assignGame(testApp());
  });

  const fields = (overrides: Partial<TemplateFields> = {}) => ({
    template_name: 'Weekly patch post',
    name: 'Patch notes',
    hashtags: ['PatchNotes', '#patchnotes'],
    receiver_ids: [world.alice.id],
    start_after_days: 1,
    period_days: 2,
    deadline_after_days: 3,
    ...overrides,
  });

  async function refused(
    input: unknown,
    code: number,
    endpoint: Parameters<typeof fail>[1] = api.assignTemplate.save,
  ) {
    const { app, database } = testApp();
    const before = await assignRowCounts(database.db);
    const result = await fail(app, endpoint, input, world.lead.as);
    expect(result.code, result.msg).toBe(code);
    expect(await assignRowCounts(database.db)).toEqual(before);
  }

  it('saves, lists, updates and deletes templates', async () => {
    const { app } = testApp();
    const saved = await call(app, api.assignTemplate.save, { fields: fields() }, world.lead.as);
    expect(saved.fields).toMatchObject({
      template_name: 'Weekly patch post',
      hashtags: ['#PatchNotes'],
      remind_hours: 24,
    });
    expect(saved.receivers.map((receiver) => receiver.user_id)).toEqual([world.alice.id]);
    const updated = await call(
      app,
      api.assignTemplate.save,
      { id: saved.id, fields: fields({ template_name: 'Event countdown', receiver_ids: [world.bob.id] }) },
      world.lead.as,
    );
    expect(updated.id).toBe(saved.id);
    const list = await call(app, api.assignTemplate.list, {}, world.lead.as);
    expect(list.map((template) => template.fields.template_name)).toContain('Event countdown');
    await call(app, api.assignTemplate.delete, { id: saved.id }, world.lead.as);
    expect((await call(app, api.assignTemplate.list, {}, world.lead.as)).map((t) => t.id)).not.toContain(
      saved.id,
    );
    await refused({ id: saved.id }, 404, api.assignTemplate.delete);
  });

  it('refuses a taken name, a label or receiver not of the game, another game’s template', async () => {
    const { app } = testApp();
    await call(app, api.assignTemplate.save, { fields: fields({ template_name: 'Unique' }) }, world.lead.as);
    await refused({ fields: fields({ template_name: 'UNIQUE' }) }, 1301);
    await refused({ fields: fields({ template_name: 'Outsider', receiver_ids: [world.outsider.id] }) }, 2208);
    const other = await assignGame(testApp());
    const foreignLabel = await call(
      app,
      api.assignLabel.create,
      { name: 'Theirs', parent_id: null },
      other.lead.as,
    );
    await refused({ fields: fields({ template_name: 'Foreign label', label_id: foreignLabel.id }) }, 1304);
    const theirs = await call(
      app,
      api.assignTemplate.save,
      { fields: fields({ template_name: 'Theirs', receiver_ids: [] }) },
      other.lead.as,
    );
    await refused({ id: theirs.id, fields: fields({ template_name: 'Hijack' }) }, 404);
    await refused({ id: theirs.id }, 404, api.assignTemplate.delete);
    const mine = await call(app, api.assignTemplate.list, {}, world.lead.as);
    expect(mine.map((template) => template.id)).not.toContain(theirs.id);
  });
});
