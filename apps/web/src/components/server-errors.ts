import { errorCatalog } from '@herald/contract';
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { ApiError } from '../api/transport.js';

function issuesOf(data: unknown): { path: string; message: string }[] {
  if (!data || typeof data !== 'object' || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues.filter(
    (issue): issue is { path: string; message: string } =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}

/**
 * Puts a failed call's problems on the form: validation_failed issues on the fields they name
 * (`names.0.language` → ['names', 0, 'language']), and listed error codes on their field.
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  codeFields: Readonly<Partial<Record<number, NamePath>>> = {},
): void {
  if (!(error instanceof ApiError)) return;
  const fields = new Map<string, { name: (string | number)[]; errors: string[] }>();
  if (error.code === errorCatalog.validation_failed.code) {
    for (const issue of issuesOf(error.data)) {
      if (!issue.path) continue;
      const entry = fields.get(issue.path) ?? {
        name: issue.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        errors: [],
      };
      entry.errors.push(issue.message);
      fields.set(issue.path, entry);
    }
  }
  const named = codeFields[error.code];
  const list: { name: NamePath; errors: string[] }[] = [...fields.values()];
  if (named !== undefined) list.push({ name: named, errors: [error.message] });
  if (list.length > 0) form.setFields(list);
}
