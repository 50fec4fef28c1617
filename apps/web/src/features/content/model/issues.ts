import { ApiError } from '../../../api/transport.js';

/** The messages of a refused call's issues (validation_failed, risky_release), each once. */
export function issueMessages(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return [];
  const issues: unknown = 'issues' in error.data ? error.data.issues : undefined;
  if (!Array.isArray(issues)) return [];
  const messages = issues.flatMap((issue: unknown) =>
    issue && typeof issue === 'object' && 'message' in issue && typeof issue.message === 'string'
      ? [issue.message]
      : [],
  );
  return [...new Set(messages)];
}

/** Whether a call was refused with this catalogue code. */
export function refusedWith(error: unknown, code: number): boolean {
  return error instanceof ApiError && error.code === code;
}
