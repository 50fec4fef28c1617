import * as XLSX from '@e965/xlsx';
import {
  emailSchema,
  type FlowImportProblem,
  networkNames,
  type SocialNetwork,
  type UiLocale,
} from '@herald/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reviewFlowAccounts, reviewFlows, socialAccounts } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { type FlowWrite, inFlowTransaction, writeFlow } from './flows.js';
import { reviewConfigOf } from './resolve.js';
import { type SheetProblem, sheetMessage } from './sheet-messages.js';

/** Columns of the flow workbook: name, default, accounts, then one per level. */
const FIRST_LEVEL_COLUMN = 3;
const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', '是']);
const FALSE_WORDS = new Set(['', 'no', 'n', 'false', '0', '否']);

type Account = { id: number; network: string; socialId: string; name: string };
interface ParsedRow {
  row: number;
  flow: FlowWrite;
}

/** Excel 2007+ (a zip) or Excel 97–2003 (a compound file); anything else is refused unread. */
function isWorkbook(bytes: Buffer): boolean {
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const biff = bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  return zip || biff;
}

/** The first sheet's cells as text, row by row; null when the file is not a readable workbook. */
function cellsOf(bytes: Buffer): string[][] | null {
  if (!isWorkbook(bytes)) return null;
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', dense: true, cellFormula: false, cellHTML: false });
  } catch {
    // A damaged workbook is reported to the user as unreadable, like any other non-workbook.
    return null;
  }
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return null;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
  });
  return rows.map((cells) => cells.map((cell) => String(cell ?? '').trim()));
}

function columnName(index: number): string {
  return XLSX.utils.encode_col(index);
}

/** Reads one data row into a flow, or the problems it has. */
class RowReader {
  readonly problems: FlowImportProblem[] = [];

  constructor(
    private readonly locale: UiLocale,
    private readonly accounts: readonly Account[],
    private readonly maxLevel: number,
  ) {}

  problem(
    row: number,
    column: number | null,
    problem: SheetProblem,
    params: Record<string, string | number> = {},
  ) {
    const name = column === null ? null : columnName(column);
    this.problems.push({ row, column: name, message: sheetMessage(this.locale, problem, params) });
  }

  private account(row: number, token: string): number | null {
    const [first, ...rest] = token.split(':');
    const network = rest.length > 0 ? first?.toLowerCase() : undefined;
    const socialId = rest.length > 0 ? rest.join(':') : token;
    const matches = this.accounts.filter(
      (account) => account.socialId === socialId && (network === undefined || account.network === network),
    );
    if (matches.length === 1) return matches[0]?.id ?? null;
    this.problem(row, 2, matches.length === 0 ? 'account_unknown' : 'account_ambiguous', { value: token });
    return null;
  }

  private reviewers(row: number, column: number, text: string): string[] {
    const emails: string[] = [];
    for (const part of text
      .split(/[;；]/)
      .map((value) => value.trim())
      .filter(Boolean)) {
      const parsed = emailSchema.safeParse(part);
      if (parsed.success) emails.push(parsed.data);
      else this.problem(row, column, 'email', { value: part });
    }
    return emails;
  }

  read(row: number, cells: readonly string[]): FlowWrite {
    const [name = '', isDefault = '', accounts = ''] = cells;
    if (name === '') this.problem(row, 0, 'name_required');
    if (name.length > 100) this.problem(row, 0, 'name_long');
    const flag = isDefault.toLowerCase();
    if (!TRUE_WORDS.has(flag) && !FALSE_WORDS.has(flag))
      this.problem(row, 1, 'default_value', { value: isDefault });
    const accountIds = accounts
      .split(/[;；,\n]/)
      .map((token) => token.trim())
      .filter(Boolean)
      .map((token) => this.account(row, token))
      .filter((id): id is number => id !== null);
    const levels = cells.slice(FIRST_LEVEL_COLUMN).map((text, index) => {
      const level = index + 1;
      const column = FIRST_LEVEL_COLUMN + index;
      const reviewers = this.reviewers(row, column, text);
      if (reviewers.length > 0 && level > this.maxLevel)
        this.problem(row, column, 'level_unknown', { level, max: this.maxLevel });
      return { level, reviewers };
    });
    return {
      name,
      is_default: TRUE_WORDS.has(flag),
      account_ids: accountIds,
      levels: levels.filter((entry) => entry.reviewers.length > 0),
    };
  }
}

function accountLabel(account: Account | undefined): string {
  if (!account) return '?';
  return `${networkNames[account.network as SocialNetwork] ?? account.network} ${account.name}`;
}

/** Checks across rows: names and accounts once each, one default, accounts not held by flows outside the file. */
async function checkAcross(
  db: Db,
  gameId: number,
  rows: readonly ParsedRow[],
  reader: RowReader,
  accounts: readonly Account[],
) {
  const names = new Set<string>();
  const owners = new Map<number, number>();
  let defaults = 0;
  for (const { row, flow } of rows) {
    const key = flow.name.toLowerCase();
    if (names.has(key)) reader.problem(row, 0, 'name_twice', { name: flow.name });
    names.add(key);
    if (flow.is_default && ++defaults > 1) reader.problem(row, 1, 'default_twice');
    for (const id of flow.account_ids) {
      if (owners.has(id))
        reader.problem(row, 2, 'account_twice', { account: accountLabel(accounts.find((a) => a.id === id)) });
      owners.set(id, row);
    }
  }
  const held = await db
    .select({ accountId: reviewFlowAccounts.accountId, flow: reviewFlows.name })
    .from(reviewFlowAccounts)
    .innerJoin(reviewFlows, eq(reviewFlows.id, reviewFlowAccounts.flowId))
    .where(eq(reviewFlowAccounts.gameId, gameId));
  for (const { accountId, flow } of held) {
    const row = owners.get(accountId);
    if (row !== undefined && !names.has(flow.toLowerCase()))
      reader.problem(row, 2, 'account_taken', {
        account: accountLabel(accounts.find((a) => a.id === accountId)),
        flow,
      });
  }
}

/** Writes every flow of the file in one transaction: created by name, or updated when the name exists. */
async function apply(db: Db, gameId: number, rows: readonly ParsedRow[]): Promise<void> {
  await inFlowTransaction(db, async (tx) => {
    const existing = await tx.select().from(reviewFlows).where(eq(reviewFlows.gameId, gameId));
    const byName = new Map(existing.map((flow) => [flow.name.toLowerCase(), flow.id]));
    const touched = rows
      .map(({ flow }) => byName.get(flow.name.toLowerCase()))
      .filter((id): id is number => id !== undefined);
    // Accounts move freely between the flows the file names.
    if (touched.length > 0)
      await tx.delete(reviewFlowAccounts).where(inArray(reviewFlowAccounts.flowId, touched));
    const ordered = [...rows].sort((a, b) => Number(b.flow.is_default) - Number(a.flow.is_default));
    for (const { flow } of ordered) await writeFlow(tx, gameId, flow, byName.get(flow.name.toLowerCase()));
  });
}

/**
 * Imports review flows from an Excel workbook (first sheet, header on row 1). Every row is checked
 * first; a file with any problem imports nothing and answers each problem with its row and column.
 */
export async function importFlows(
  db: Db,
  ctx: TenantRequestContext,
  content: string,
): Promise<{ imported: number; problems: FlowImportProblem[] }> {
  const gameId = ctx.tenant.gameId;
  const { maxLevel } = await reviewConfigOf(db, gameId);
  const accounts = await db
    .select({
      id: socialAccounts.id,
      network: socialAccounts.socialChannel,
      socialId: socialAccounts.socialId,
      name: socialAccounts.socialAccount,
    })
    .from(socialAccounts)
    .where(eq(socialAccounts.gameId, gameId));
  const reader = new RowReader(ctx.locale, accounts, maxLevel);
  const cells = cellsOf(Buffer.from(content, 'base64'));
  if (cells === null) {
    reader.problem(1, null, 'not_workbook');
    return { imported: 0, problems: reader.problems };
  }
  const rows = cells
    .map((row, index) => ({ row: index + 1, cells: row }))
    .slice(1)
    .filter(({ cells: row }) => row.some((cell) => cell !== ''))
    .map(({ row, cells: values }) => ({ row, flow: reader.read(row, values) }));
  if (rows.length === 0) reader.problem(1, null, 'no_rows');
  await checkAcross(db, gameId, rows, reader, accounts);
  if (reader.problems.length > 0) return { imported: 0, problems: reader.problems };
  await apply(db, gameId, rows);
  return { imported: rows.length, problems: [] };
}
