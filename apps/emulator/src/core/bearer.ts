/** The token of an `Authorization: Bearer …` header, if it carries one. */
export function bearerOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? /^Bearer\s+(\S+)$/i.exec(value.trim())?.[1] : undefined;
}
