/** A form item's props for a refusal shown beside it (none when the field is fine). */
export const fieldError = (error: string | undefined) =>
  error ? { validateStatus: 'error' as const, help: error } : {};
