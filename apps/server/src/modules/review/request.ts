import type { reviewRequests } from '../../db/schema/index.js';

/** One approval request as stored: its plan, the level it waits at, its timeout. */
export type RequestRow = typeof reviewRequests.$inferSelect;
