import { notifyEndpoints } from '@herald/contract';
import type { Db } from '../../db/client.js';
import { type Binding, bind } from '../../http/bind.js';
import { listNotices, readNotices } from './notices.js';

/** The notification bell (SPEC §7 notify): the caller's own notices. */
export function noticeRoutes(db: Db): Binding[] {
  return [
    bind(notifyEndpoints.list, (input, ctx) => listNotices(db, ctx, input)),
    bind(notifyEndpoints.read, (input, ctx) => readNotices(db, ctx, input)),
  ];
}
