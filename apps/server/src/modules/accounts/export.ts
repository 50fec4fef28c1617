import {
  type AccountView,
  type FileDownload,
  networkNames,
  type UiLocale,
  XLSX_MEDIA_TYPE,
} from '@herald/contract';
import { bytesOf, writeXlsx } from '../../files/xlsx.js';
import type { TenantRequestContext } from '../../http/context.js';
import type { AccountDeps } from './deps.js';
import { type AccountFilter, pageAccountViews } from './views.js';

/** One export holds at most this many accounts (far above any game's real count). */
const EXPORT_LIMIT = 10_000;

type Column = { key: string; en: string; zh: string; width: number; value: (row: AccountView) => string };

const columns: Column[] = [
  { key: 'network', en: 'Network', zh: '平台', width: 14, value: (row) => networkNames[row.social_channel] },
  { key: 'account', en: 'Account', zh: '账号', width: 28, value: (row) => row.social_account },
  { key: 'remark', en: 'Nickname', zh: '备注名', width: 20, value: (row) => row.remark ?? '' },
  { key: 'id', en: 'Social ID', zh: '平台 ID', width: 22, value: (row) => row.social_id },
  { key: 'link', en: 'Link', zh: '链接', width: 36, value: (row) => row.social_link ?? '' },
  { key: 'status', en: 'Status', zh: '状态', width: 14, value: (row) => row.status },
  {
    key: 'reconnect',
    en: 'Needs reconnect',
    zh: '需重新授权',
    width: 14,
    value: (row) => (row.need_reconnect ? 'yes' : 'no'),
  },
  { key: 'until', en: 'Data until', zh: '数据截止', width: 22, value: (row) => row.data_until ?? '' },
  { key: 'group', en: 'Publishing group', zh: '发布组', width: 18, value: (row) => row.group_name ?? '' },
  { key: 'by', en: 'Connected by', zh: '绑定人', width: 22, value: (row) => row.connected_by ?? '' },
  { key: 'at', en: 'Connected at', zh: '绑定时间', width: 22, value: (row) => row.connected_at },
  { key: 'backtrack', en: 'History import', zh: '数据回溯', width: 14, value: (row) => row.backtrack_status },
  {
    key: 'first',
    en: 'First data',
    zh: '首次数据时间',
    width: 22,
    value: (row) => row.first_data_time ?? '',
  },
  {
    key: 'emulated',
    en: 'Emulated',
    zh: '模拟账号',
    width: 10,
    value: (row) => (row.emulated ? 'yes' : 'no'),
  },
];

export async function exportAccounts(
  deps: AccountDeps,
  ctx: TenantRequestContext,
  filter: Omit<AccountFilter, 'page' | 'page_size'>,
): Promise<FileDownload> {
  const { list } = await pageAccountViews(deps.db, ctx, { ...filter, page: 1, page_size: EXPORT_LIMIT });
  const locale: UiLocale = ctx.locale;
  const body = await bytesOf((out) =>
    writeXlsx(out, {
      name: locale === 'zh-CN' ? '账号' : 'Accounts',
      columns: columns.map((column) => ({
        key: column.key,
        header: locale === 'zh-CN' ? column.zh : column.en,
        width: column.width,
      })),
      rows: [list.map((row) => columns.map((column) => column.value(row)))],
    }),
  );
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `accounts-${ctx.tenant.gameId}-${day}.xlsx`, mediaType: XLSX_MEDIA_TYPE, body };
}
