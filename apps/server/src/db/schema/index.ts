export * from './accounts.js';
export * from './perm.js';
export * from './tenancy.js';
export * from './users.js';
