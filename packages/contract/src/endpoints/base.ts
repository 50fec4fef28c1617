import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { groupRefSchema, permAccountSchema } from '../schemas/perm.js';
import { gameSchema } from '../schemas/tenancy.js';
import { emptyInput } from '../transport.js';

export const baseEndpoints = {
  gameAll: defineEndpoint({
    path: 'base/game/all',
    access: 'base_auth',
    input: emptyInput,
    output: z.array(gameSchema.extend({ areas: z.array(z.string()) })),
    summary: 'Games the caller belongs to (all games for platform admins), sorted by numeric game_id',
  }),
  groupAll: defineEndpoint({
    path: 'base/group/all',
    access: 'base_game',
    input: emptyInput,
    output: z.array(groupRefSchema),
    summary: 'Publishing groups of the current game',
  }),
  accountAll: defineEndpoint({
    path: 'base/account/all',
    access: 'base_game',
    input: emptyInput,
    output: z.array(permAccountSchema),
    summary: 'Social accounts of the current game the caller may see',
  }),
};
