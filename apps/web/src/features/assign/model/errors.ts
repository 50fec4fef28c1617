import { errorCatalog } from '@herald/contract';
import { ApiError } from '../../../api/transport.js';

/** The task and template editors' fields, by the first part of a contract path. */
const formFields: Readonly<Record<string, string>> = {
  post_period: 'period',
};

function issuesOf(data: unknown): { path: string; message: string }[] {
  if (!data || typeof data !== 'object' || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues.filter(
    (issue): issue is { path: string; message: string } =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}

/**
 * A refused write with its validation issues moved onto the editor's fields: the body wraps them in
 * `fields` (`fields.deadline` → `deadline`), a list's item is the list (`hashtags.2` → `hashtags`)
 * and the post period is one range field. Other failures pass as they are.
 */
export function onEditorFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.code !== errorCatalog.validation_failed.code) return error;
  const issues = issuesOf(error.data).map((issue) => {
    const parts = issue.path.split('.');
    const inFields = parts[0] === 'fields' ? parts.slice(1) : parts;
    const head = inFields[0] ?? '';
    return { ...issue, path: formFields[head] ?? head };
  });
  return new ApiError(error.code, error.message, error.status, { issues });
}

/** Refusals that belong to one field of the editors rather than to the whole form. */
export const editorCodeFields = {
  [errorCatalog.deadline_invalid.code]: 'deadline',
  [errorCatalog.receiver_not_member.code]: 'receiver_ids',
  [errorCatalog.name_taken.code]: 'template_name',
} as const;

/** A task or to-do the caller may not see answers not_found: the screen says it does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === errorCatalog.not_found.code;
}
