import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idInput, isoTime, keywordSchema } from '../schemas/common.js';
import { gameDetailSchema, gameIdSchema, gameNameItemSchema, versionSchema } from '../schemas/tenancy.js';
import { okOutput, pageInputSchema, pageOf } from '../transport.js';

const gameWrite = z
  .object({
    game_id: gameIdSchema,
    game_name: z.string().trim().min(1).max(100),
    names: z.array(gameNameItemSchema).max(20),
  })
  .strict();

const versionWrite = z
  .object({
    version: versionSchema.shape.version,
    release_time: isoTime,
    notes: versionSchema.shape.notes,
  })
  .strict();

export const gameEndpoints = {
  list: defineEndpoint({
    path: 'game/list',
    access: 'admin_system',
    input: pageInputSchema.extend({ keyword: keywordSchema }).strict(),
    output: pageOf(gameDetailSchema),
    summary: 'Every game, paged',
  }),
  create: defineEndpoint({
    path: 'game/create',
    access: 'admin_system',
    input: gameWrite,
    output: gameDetailSchema,
    summary: 'Add a game (its preset roles are created with it)',
  }),
  update: defineEndpoint({
    path: 'game/update',
    access: 'admin_system',
    input: gameWrite,
    output: gameDetailSchema,
    summary: "Edit a game's names",
  }),
};

export const versionEndpoints = {
  list: defineEndpoint({
    path: 'version/list',
    access: 'base_auth',
    input: pageInputSchema.strict(),
    output: pageOf(versionSchema),
    summary: 'The version log, newest first',
  }),
  create: defineEndpoint({
    path: 'version/create',
    access: 'admin_system',
    input: versionWrite,
    output: versionSchema,
    summary: 'Add a version log entry',
  }),
  update: defineEndpoint({
    path: 'version/update',
    access: 'admin_system',
    input: versionWrite.extend({ id: versionSchema.shape.id }).strict(),
    output: versionSchema,
    summary: 'Edit a version log entry',
  }),
  delete: defineEndpoint({
    path: 'version/delete',
    access: 'admin_system',
    input: idInput,
    output: okOutput,
    summary: 'Delete a version log entry',
  }),
};
