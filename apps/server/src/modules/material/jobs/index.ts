import type { z } from 'zod';
import type { JobDefinition } from '../../../jobs/queue.js';
import type { MaterialDeps } from '../deps.js';
import { linkMailJob } from '../links/mail.js';
import { noticeMailJob } from '../notify/mail-job.js';
import { makePreview } from '../preview/run.js';
import { sweepMaterials } from './expiry.js';
import { expirySpec, previewSpec } from './specs.js';

/** The material library's job handlers, for a worker: previews, the hourly sweep, e-mails. */
export function materialJobs(deps: MaterialDeps): JobDefinition<z.ZodType>[] {
  const preview: JobDefinition<typeof previewSpec.payload> = {
    ...previewSpec,
    // Previews decode images and run ffmpeg: two at once at most per worker.
    concurrency: 2,
    handle: async ({ material_id }) => {
      const status = await makePreview(deps, material_id);
      if (status) deps.logger.info({ material: material_id, status }, 'material preview made');
    },
  };
  const expiry: JobDefinition<typeof expirySpec.payload> = {
    ...expirySpec,
    cron: '7 * * * *',
    handle: async () => {
      const done = await sweepMaterials(deps);
      if (done.expired + done.noticed + done.previews > 0) deps.logger.info(done, 'material sweep');
    },
  };
  return [preview, expiry, noticeMailJob(deps), linkMailJob(deps)] as JobDefinition<z.ZodType>[];
}
