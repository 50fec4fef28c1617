import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { memberRefSchema } from '../schemas/perm.js';
import { emptyInput } from '../transport.js';
import { groupManagement } from './perm.js';

/** Config (SPEC §2): publishing groups; review, sentiment and smart-rule settings come with their features. */
export const configEndpoints = {
  ...groupManagement('config/group', 'config_base', 'config_manage'),
  groupMembers: defineEndpoint({
    path: 'config/group/members',
    access: 'config_base',
    input: emptyInput,
    output: z.array(memberRefSchema),
    summary: 'Every member of the game, to pick group members from',
  }),
};
