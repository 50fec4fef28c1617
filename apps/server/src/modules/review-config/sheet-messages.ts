import { formatErrorMessage, type UiLocale } from '@herald/contract';

/** Why a row of a flow import was refused, in each console language. */
const messages = {
  en: {
    not_workbook: 'The file is not an Excel workbook (.xlsx or .xls)',
    no_rows: 'The file has no flows below its header row',
    name_required: 'A flow needs a name',
    name_long: 'The name is longer than 100 characters',
    name_twice: 'The flow {name} appears twice in the file',
    default_value: 'Default must be yes or no, not "{value}"',
    default_twice: 'Only one flow can be the default',
    email: '"{value}" is not an e-mail address',
    level_unknown: 'Level {level} is not configured (the highest is {max})',
    account_unknown: 'No account of this game matches "{value}"',
    account_ambiguous: '"{value}" matches several accounts: write it as network:id',
    account_twice: '{account} is named by two flows in the file',
    account_taken: '{account} is already reviewed by the flow {flow}',
  },
  'zh-CN': {
    not_workbook: '该文件不是 Excel 工作簿（.xlsx 或 .xls）',
    no_rows: '文件表头下方没有审核流',
    name_required: '审核流需要名称',
    name_long: '名称超过 100 个字符',
    name_twice: '审核流 {name} 在文件中出现了两次',
    default_value: '“默认”只能填是或否，而不是“{value}”',
    default_twice: '只能有一个默认审核流',
    email: '“{value}”不是有效的邮箱地址',
    level_unknown: '未配置第 {level} 级审核（最高为 {max} 级）',
    account_unknown: '本游戏没有与“{value}”匹配的账号',
    account_ambiguous: '“{value}”匹配到多个账号，请写成 平台:ID',
    account_twice: '{account} 在文件中被两个审核流指定',
    account_taken: '{account} 已由审核流 {flow} 审核',
  },
} satisfies Record<UiLocale, Record<string, string>>;

export type SheetProblem = keyof (typeof messages)['en'];

export function sheetMessage(
  locale: UiLocale,
  problem: SheetProblem,
  params: Record<string, string | number> = {},
): string {
  return formatErrorMessage(messages[locale][problem], params);
}

/** The column titles of the flow workbook (the import reads columns by position, not by title). */
export const sheetHeaders = {
  en: {
    name: 'Flow name',
    isDefault: 'Default (yes/no)',
    accounts: 'Accounts (network:id; …)',
    level: 'Level {level} reviewers',
  },
  'zh-CN': {
    name: '审核流名称',
    isDefault: '默认（是/否）',
    accounts: '账号（平台:ID; …）',
    level: '第 {level} 级审核人',
  },
} satisfies Record<UiLocale, Record<string, string>>;
