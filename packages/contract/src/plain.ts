/**
 * The schema-free part of the contract: plain values, routes, error codes and endpoint paths. The
 * console's entry imports from here (`@herald/contract/plain`), never from the full barrel, whose
 * re-exports reach zod and every schema and would pull them into the first load (docs/bundle.md).
 */
export * from './api-paths.generated.js';
export * from './constants.js';
export * from './endpoint.js';
export * from './errors.js';
export type * from './i18n/errors.js';
export * from './i18n/metric-labels-en.js';
export * from './i18n/metric-labels-zh-cn.js';
export * from './routes.js';
export * from './values.js';
