import { type FileDownload, XLSX_MEDIA_TYPE } from '@herald/contract';
import type { Db } from '../../db/client.js';
import { bytesOf, writeXlsx } from '../../files/xlsx.js';
import type { TenantRequestContext } from '../../http/context.js';
import { listFlows } from './flows.js';
import { reviewConfigOf } from './resolve.js';
import { sheetHeaders } from './sheet-messages.js';

/** Every flow as a workbook in the layout the import reads: name, default, accounts, one column per level. */
export async function exportFlows(db: Db, ctx: TenantRequestContext): Promise<FileDownload> {
  const gameId = ctx.tenant.gameId;
  const flows = await listFlows(db, gameId);
  const { maxLevel } = await reviewConfigOf(db, gameId);
  const headers = sheetHeaders[ctx.locale];
  const yes = ctx.locale === 'zh-CN' ? '是' : 'yes';
  const no = ctx.locale === 'zh-CN' ? '否' : 'no';
  const levels = Array.from({ length: maxLevel }, (_, index) => index + 1);
  const columns = [
    { key: 'name', header: headers.name, width: 24 },
    { key: 'default', header: headers.isDefault, width: 16 },
    { key: 'accounts', header: headers.accounts, width: 40 },
    ...levels.map((level) => ({
      key: `level_${level}`,
      header: headers.level.replace('{level}', String(level)),
      width: 36,
    })),
  ];
  const rows = flows.map((flow) => [
    flow.name,
    flow.is_default ? yes : no,
    flow.accounts.map((account) => `${account.network}:${account.social_id}`).join('; '),
    ...levels.map((level) => flow.levels.find((entry) => entry.level === level)?.reviewers.join('; ') ?? ''),
  ]);
  const name = ctx.locale === 'zh-CN' ? '审核流' : 'Review flows';
  const body = await bytesOf((out) => writeXlsx(out, { name, columns, rows: [rows] }));
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `review-flows-${gameId}-${day}.xlsx`, mediaType: XLSX_MEDIA_TYPE, body };
}
