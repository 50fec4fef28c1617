/** RFC 6749 §2.3.1: id and secret are form-urlencoded before being joined for Basic auth. */
function formDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch (error) {
    if (error instanceof URIError) return undefined;
    throw error;
  }
}

/** The client id and secret of an `Authorization: Basic …` header, if it carries a valid pair. */
export function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const encoded = header ? /^Basic\s+(\S+)$/i.exec(header.trim())?.[1] : undefined;
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return undefined;
  const id = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  return id === undefined || secret === undefined ? undefined : { id, secret };
}
