export * from './accounts.js';
export * from './app.js';
export * from './content.js';
export * from './perm.js';
export * from './review.js';
export * from './tenancy.js';
export * from './uploads.js';
export * from './users.js';
