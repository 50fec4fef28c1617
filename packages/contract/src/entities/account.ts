import { z } from 'zod';
import {
  accountStatusSchema,
  accountVisibilitySchema,
  backtrackStatusSchema,
  socialNetworkSchema,
} from '../enums.js';
import { idSchema, isoTime } from '../schemas/common.js';
import { noteSchema, socialIdSchema, urlSchema } from './fields.js';

/** A connected social account (SPEC §3 Account); tokens never appear in the contract. */
export const accountSchema = z.object({
  id: idSchema,
  social_channel: socialNetworkSchema,
  /** The account's display name or handle on its network. */
  social_account: z.string().trim().min(1).max(200),
  social_id: socialIdSchema,
  social_link: urlSchema.nullable(),
  status: accountStatusSchema,
  backtrack_status: backtrackStatusSchema,
  /** When Herald first collected data of the account; null before the first sync. */
  first_data_time: isoTime.nullable(),
  /** How far back imported history reaches (the start of the last successful backtrack). */
  backtrack_earliest_time: isoTime.nullable(),
  post_template: noteSchema.nullable(),
  /** The bound publishing group; once set, users cannot change it. */
  group_id: idSchema.nullable(),
  need_reconnect: z.boolean(),
  visibility: accountVisibilitySchema,
});
export type Account = z.infer<typeof accountSchema>;
