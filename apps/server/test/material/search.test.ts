import { api } from '@herald/contract';
import { count, type SQLWrapper, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/rows.js';
import { materials } from '../../src/db/schema/index.js';
import { nameMatches } from '../../src/modules/material/library/filters.js';
import { call } from '../factories.js';
import { useTestApp } from '../harness.js';
import { approved, type MaterialGame, materialGame, submitted } from './helpers.js';

const NAMES = [
  'Aurora collab key art',
  '春节海报 v2',
  '敦煌联动海报',
  'Summer banner v3',
  '50% off banner',
  'Poster_01',
];

/** The plan of a statement with sequential scans ruled out: which index can answer it at all. */
async function planOf(database: Database, query: SQLWrapper) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf(await tx.execute(sql`explain ${query}`))
      .map((row) => String(Object.values(row)[0]))
      .join('\n');
  });
}

describe('the library’s name search', () => {
  const testApp = useTestApp();
  let world: MaterialGame;

  beforeAll(async () => {
    const t = testApp();
    world = await materialGame(t);
    for (const name of NAMES) await approved(t, world, { name });
    // Not approved: the library never shows it, whatever the keyword.
    await submitted(t, world.bob, { name: 'Aurora draft' });
  });

  const search = (keyword: string) =>
    call(testApp().app, api.material.library, { keyword, sort: 'name', order: 'asc' }, world.bob.as).then(
      (page) => page.list.map((row) => row.name),
    );

  it('finds a name by any part of it, without case, from one character up, in Chinese too', async () => {
    expect(await search('AURORA')).toEqual(['Aurora collab key art']);
    expect(await search('ban')).toEqual(['50% off banner', 'Summer banner v3']);
    expect(await search('v3')).toEqual(['Summer banner v3']);
    expect(await search('V')).toEqual(['Summer banner v3', '春节海报 v2']);
    expect(await search('敦煌联动')).toEqual(['敦煌联动海报']);
    expect(await search('春节')).toEqual(['春节海报 v2']);
    expect(await search('海报')).toEqual(['敦煌联动海报', '春节海报 v2']);
    expect(await search('节')).toEqual(['春节海报 v2']);
    expect(await search('nothing like it')).toEqual([]);
  });

  it('takes % and _ in a keyword as themselves', async () => {
    expect(await search('50%')).toEqual(['50% off banner']);
    expect(await search('%')).toEqual(['50% off banner']);
    expect(await search('r_0')).toEqual(['Poster_01']);
  });

  it('searches submissions the same way', async () => {
    const page = await call(
      testApp().app,
      api.material.list,
      { keyword: 'aurora', everyone: true },
      world.manager.as,
    );
    expect(page.list.map((row) => row.name).sort()).toEqual(['Aurora collab key art', 'Aurora draft']);
  });

  it('answers a keyword of three characters or more from the trigram index', async () => {
    const { database } = testApp();
    for (const keyword of ['aurora', '敦煌联动']) {
      const query = database.db.select({ n: count() }).from(materials).where(nameMatches(keyword));
      expect(await planOf(database, query)).toContain('Bitmap Index Scan on materials_name_trgm_idx');
    }
  });
});
