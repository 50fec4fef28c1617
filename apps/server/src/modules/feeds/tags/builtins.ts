import { type IssueClass, issueClasses, issueClassTagNames, type tagPalette } from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import { tags } from '../../../db/schema/index.js';

/** Each issue class in its own colour of the palette. */
const builtinColors: Record<IssueClass, (typeof tagPalette)[number]> = {
  crash: '#c62828',
  lag: '#9e5d00',
  payment: '#2e7d32',
  cheating: '#6a1b9a',
  account: '#1565c0',
};

/**
 * Creates the game's built-in tags that are missing, named in English as stored (the console words
 * them in the reader's language until someone renames them). Safe to run any number of times, from
 * any number of requests at once: an existing one is left as it is.
 */
export async function ensureBuiltinTags(db: DbOrTx, gameId: number): Promise<void> {
  await db
    .insert(tags)
    .values(
      issueClasses.map((issueClass) => ({
        gameId,
        name: issueClassTagNames[issueClass],
        color: builtinColors[issueClass],
        issueClass,
      })),
    )
    .onConflictDoNothing();
}
