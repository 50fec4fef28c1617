/** Every entity of SPEC §3. Game, Version, Role, User and Group live in schemas/ and are re-exported. */
export {
  type GameUser,
  type Group,
  gameUserSchema,
  groupSchema,
  type Role,
  roleSchema,
} from '../schemas/perm.js';
export { type Game, gameSchema, type Version, versionSchema } from '../schemas/tenancy.js';
export * from './account.js';
export * from './app-post.js';
export * from './assign.js';
export * from './auth.js';
export * from './config.js';
export * from './content.js';
export * from './engagement.js';
export * from './feeds.js';
export * from './fields.js';
export * from './listen.js';
export * from './material.js';
export * from './metrics.js';
export * from './review.js';
