import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { resourceKeySchema } from '../resources.js';
import { emailSchema, idSchema } from '../schemas/common.js';
import { userTypeSchema } from '../schemas/perm.js';
import { emptyInput, okOutput } from '../transport.js';

const authCheckOutput = z.object({
  code: z.union([z.literal(200), z.literal(205), z.literal(307)]),
  /** Where to send the browser to sign in (307), or back to the referer once signed in. */
  callback_url: z.string().nullable(),
});

export const authUserSchema = z.object({
  user_id: idSchema,
  userName: z.string(),
  email: z.string(),
  type: userTypeSchema,
  isSuper: z.boolean(),
  hasAdmin: z.boolean(),
});

export const passwordSchema = z.string().min(10, 'min_length').max(200);

export const authEndpoints = {
  check: defineEndpoint({
    path: 'auth/check',
    method: 'GET',
    access: 'public',
    input: emptyInput,
    output: authCheckOutput,
    summary: 'Whether the caller is signed in',
  }),
  checkReferer: defineEndpoint({
    path: 'auth/check',
    access: 'public',
    input: z.object({ referer_url: z.string().max(2048) }).strict(),
    output: authCheckOutput,
    summary: 'Sign-in state with the URL to continue at (SSO sign-in or the referer)',
  }),
  renew: defineEndpoint({
    path: 'auth/renew',
    method: 'GET',
    access: 'base_auth',
    input: emptyInput,
    output: z.object({ next: z.number().int() }),
    summary: 'Extend the session; `next` is when to renew again (seconds timestamp)',
  }),
  logout: defineEndpoint({
    path: 'auth/logout',
    method: 'GET',
    access: 'public',
    input: emptyInput,
    output: okOutput,
    summary: 'End the session',
  }),
  user: defineEndpoint({
    path: 'auth/user',
    method: 'GET',
    access: 'base_auth',
    input: emptyInput,
    output: authUserSchema,
    summary: 'The signed-in user',
  }),
  perms: defineEndpoint({
    path: 'auth/perms',
    method: 'GET',
    access: 'base_auth',
    input: emptyInput,
    output: z.object({
      resources: z.array(resourceKeySchema),
      is_game_admin: z.boolean(),
      is_platform_admin: z.boolean(),
      /** Console route names the user may open in the current game (prefix match). */
      routes: z.array(z.string()),
    }),
    summary: "The caller's permissions in the game of the request context",
    gameAware: true,
  }),
  signIn: defineEndpoint({
    path: 'auth/signin',
    access: 'public',
    input: z.object({ email: emailSchema, password: z.string().min(1).max(200) }).strict(),
    output: authUserSchema,
    summary: 'Sign in with e-mail and password',
  }),
  signUp: defineEndpoint({
    path: 'auth/signup',
    access: 'public',
    input: z
      .object({ email: emailSchema, password: passwordSchema, name: z.string().trim().min(1).max(64) })
      .strict(),
    output: authUserSchema,
    summary: 'Create a local account and sign in',
  }),
  providers: defineEndpoint({
    path: 'auth/providers',
    method: 'GET',
    access: 'public',
    input: emptyInput,
    output: z.object({ sso: z.boolean(), sign_up: z.boolean() }),
    summary: 'Which sign-in methods are offered',
  }),
};
