import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { accountSchema } from '../entities/account.js';
import { noteSchema, socialIdSchema, urlSchema } from '../entities/fields.js';
import { accountStatusSchema, accountVisibilitySchema, socialNetworkSchema } from '../enums.js';
import { networkProfileSchema } from '../platforms.js';
import { socialPermissionSchema } from '../resources.js';
import { idInput, idSchema, isoTime, keywordSchema } from '../schemas/common.js';
import { emptyInput, fileOutput, okOutput, pageInputSchema, pageOf } from '../transport.js';

/** One row of the account list: the entity plus what the console shows and may do with it. */
export const accountViewSchema = accountSchema.extend({
  /** The team's own name for the account (nickname). */
  remark: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** Connected to the local emulator instead of the real network. */
  emulated: z.boolean(),
  /** A community of a network without a usable API: listed for planning, published by hand. */
  manual: z.boolean(),
  group_name: z.string().nullable(),
  connected_by: z.string().nullable(),
  connected_at: isoTime,
  /** Data is no longer updated after this instant when the authorization has expired. */
  data_until: isoTime.nullable(),
  /** Social permissions the caller holds on this account. */
  permissions: z.array(socialPermissionSchema),
});
export type AccountView = z.infer<typeof accountViewSchema>;

export const accountListInput = pageInputSchema
  .extend({
    keyword: keywordSchema,
    social_channel: socialNetworkSchema.optional(),
    status: accountStatusSchema.optional(),
    visibility: accountVisibilitySchema.default('available'),
  })
  .strict();

const remarkSchema = z.string().trim().max(100);

/** What the user may pick after authorizing: a page, channel, profile or community. */
export const bindCandidateSchema = z.object({
  social_id: socialIdSchema,
  social_account: z.string(),
  social_link: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** The game it is already connected in (this one or another), if any. */
  connected_game: z.string().nullable(),
  connected_here: z.boolean(),
});
export type BindCandidate = z.infer<typeof bindCandidateSchema>;

const stateInput = z.object({ state: z.string().min(16).max(128) }).strict();

export const backtrackInfoSchema = z.object({
  id: idSchema,
  backtrack_status: accountSchema.shape.backtrack_status,
  first_data_time: isoTime.nullable(),
  backtrack_earliest_time: isoTime.nullable(),
  /** The earliest instant a backtrack may start from on this network. */
  earliest_allowed: isoTime,
  last_run_at: isoTime.nullable(),
  last_error: z.string().nullable(),
});

export const accountEndpoints = {
  list: defineEndpoint({
    path: 'account/list',
    access: 'account_base',
    input: accountListInput,
    output: pageOf(accountViewSchema),
    summary: 'Connected accounts of the game the caller may see, paged and filtered',
  }),
  export: defineEndpoint({
    path: 'account/export',
    access: 'account_base',
    input: accountListInput.omit({ page: true, page_size: true }).strict(),
    output: fileOutput,
    download: true,
    summary: 'The filtered account list as an Excel workbook (.xlsx)',
  }),
  networks: defineEndpoint({
    path: 'account/networks',
    access: 'account_base',
    input: emptyInput,
    output: z.array(networkProfileSchema),
    summary: 'Every network with what its official API allows and whether this server can connect it',
  }),
  bind: defineEndpoint({
    path: 'account/bind',
    access: 'account_manage',
    input: z
      .object({
        social_channel: socialNetworkSchema,
        /** VK community sign-in: the communities to ask tokens for (required for VK). */
        group_ids: z.array(socialIdSchema).max(50).optional(),
      })
      .strict(),
    output: z.object({ authorize_url: z.string(), state: z.string() }),
    summary: 'Start connecting accounts: the authorization URL to open in a popup',
  }),
  rebind: defineEndpoint({
    path: 'account/rebind',
    access: 'account_manage',
    input: idInput,
    output: z.object({ authorize_url: z.string(), state: z.string() }),
    summary: 'Reconnect an account whose authorization expired (the refresh token is kept)',
  }),
  bindCandidates: defineEndpoint({
    path: 'account/bind/candidates',
    access: 'account_manage',
    input: stateInput,
    output: z.object({ social_channel: socialNetworkSchema, candidates: z.array(bindCandidateSchema) }),
    summary: 'After authorization: the pages, channels or communities that can be connected',
  }),
  bindAccounts: defineEndpoint({
    path: 'account/bind/accounts',
    access: 'account_manage',
    input: stateInput.extend({ social_ids: z.array(socialIdSchema).min(1).max(100) }).strict(),
    output: z.array(accountViewSchema),
    summary: 'Connect the chosen pages, channels or communities to the game',
  }),
  addManual: defineEndpoint({
    path: 'account/manual/add',
    access: 'account_manage',
    input: z
      .object({
        social_channel: z.enum(['facebook_group', 'naver_lounge']),
        social_account: accountSchema.shape.social_account,
        /** The community's address, e.g. https://www.facebook.com/groups/… or https://game.naver.com/lounge/… */
        social_link: urlSchema,
      })
      .strict(),
    output: accountViewSchema,
    summary: 'Add a community of a network without a usable API, worked by hand (no tokens)',
  }),
  refresh: defineEndpoint({
    path: 'account/refresh',
    access: 'account_manage',
    input: idInput,
    output: accountViewSchema,
    summary: "Check the account's authorization with its network and update its profile and state",
  }),
  remark: defineEndpoint({
    path: 'account/remark',
    access: 'account_manage',
    input: z.object({ id: idSchema, remark: remarkSchema }).strict(),
    output: accountViewSchema,
    summary: 'Set the team nickname of an account (empty clears it)',
  }),
  template: defineEndpoint({
    path: 'account/template',
    access: 'account_manage',
    input: z.object({ id: idSchema, post_template: noteSchema }).strict(),
    output: accountViewSchema,
    summary: 'Set the post template that compose starts from for this account',
  }),
  delete: defineEndpoint({
    path: 'account/delete',
    access: 'account_manage',
    input: idInput,
    output: okOutput,
    summary: 'Disconnect an account from the game (its tokens are destroyed)',
  }),
  backtrackInfo: defineEndpoint({
    path: 'account/backtrack/info',
    access: 'account_base',
    input: idInput,
    output: backtrackInfoSchema,
    summary: 'History import state of an account',
  }),
  backtrackRun: defineEndpoint({
    path: 'account/backtrack/run',
    access: 'account_manage',
    input: z.object({ id: idSchema, since: isoTime }).strict(),
    output: backtrackInfoSchema,
    summary: 'Import the account history back to a date (runs as a job)',
  }),
  bindGroups: defineEndpoint({
    path: 'account/bind/groups',
    access: 'account_manage',
    input: z.object({ id: idSchema, group_id: idSchema }).strict(),
    output: accountViewSchema,
    summary: 'Bind the account to a publishing group; once set it cannot be changed',
  }),
};

/** The OAuth middle page hands the network's answer to the server in the popup's own session. */
export const oauthEndpoints = {
  callback: defineEndpoint({
    path: 'oauth/callback',
    access: 'base_auth',
    input: z
      .object({
        state: z.string().min(16).max(128),
        code: z.string().max(2048).optional(),
        error: z.string().max(200).optional(),
        error_description: z.string().max(1000).optional(),
      })
      .strict(),
    output: z.object({
      state: z.string(),
      social_channel: socialNetworkSchema,
      /** A network that asks a second consent (VK: the communities after the sign-in): the popup goes there. */
      next_url: z.url({ protocol: /^https?$/ }).optional(),
    }),
    summary:
      'Complete an authorization started by account/bind or account/rebind (or, with next_url, its first consent)',
  }),
};
