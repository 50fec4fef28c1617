import {
  type ErrorId,
  type ErrorParams,
  errorCatalog,
  errorMessages,
  type FieldIssue,
  formatErrorMessage,
  type UiLocale,
} from '@herald/contract';

/** An expected failure: travels to the client as its catalogue code, status and translated message. */
export class AppError extends Error {
  readonly id: ErrorId;
  readonly issues: FieldIssue[] | undefined;
  /** Values for the message's placeholders ({network}, {date}…). */
  readonly params: ErrorParams | undefined;

  constructor(
    id: ErrorId,
    options: { issues?: FieldIssue[]; params?: ErrorParams; detail?: string; cause?: unknown } = {},
  ) {
    super(options.detail ?? id, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.id = id;
    this.issues = options.issues;
    this.params = options.params;
  }

  get status(): number {
    return errorCatalog[this.id].status;
  }

  get code(): number {
    return errorCatalog[this.id].code;
  }
}

/**
 * Runs one item of a batch: answers ok, or the refusal's code and message in the caller's language.
 * Anything but a refusal (a bug, the database gone) fails the whole batch.
 */
export async function batchItem(
  locale: UiLocale,
  work: () => Promise<unknown>,
): Promise<{ ok: boolean; code: number; msg: string }> {
  try {
    await work();
    return { ok: true, code: 0, msg: 'ok' };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      ok: false,
      code: error.code,
      msg: formatErrorMessage(errorMessages[locale][error.id], error.params),
    };
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return findPgCode(error) === '23505';
}

export function isForeignKeyViolation(error: unknown): boolean {
  return findPgCode(error) === '23503';
}

/** Drizzle wraps driver errors; the SQLSTATE may sit on the error or its cause. */
function findPgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}
