import type { FastifyInstance } from 'fastify';

/** A file part of a multipart upload; the emulator keeps only its description, not its bytes. */
export interface UploadedFile {
  filename: string;
  contentType: string;
  size: number;
}

export type FormValue = string | string[] | UploadedFile;

function add(out: Record<string, FormValue>, key: string, value: string): void {
  const existing = out[key];
  if (existing === undefined) out[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else if (typeof existing === 'string') out[key] = [existing, value];
}

export function parseForm(text: string): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) add(out, key, value);
  return out;
}

export function parseMultipart(body: Buffer, contentType: string): Record<string, FormValue> {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new Error('multipart body without boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const out: Record<string, FormValue> = {};
  let pos = body.indexOf(delimiter);
  while (pos !== -1) {
    const start = pos + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const content = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? 'application/octet-stream';
      if (name !== undefined && filename !== undefined) {
        out[name] = { filename, contentType: type.trim(), size: content.length };
      } else if (name !== undefined) add(out, name, content.toString('utf8'));
    }
    pos = next;
  }
  return out;
}

function badRequest(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** JSON (an empty body is `{}`), urlencoded forms and multipart uploads, as the real APIs accept. */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('Invalid JSON body'), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(String(body))),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 },
    (request, body, done) => {
      try {
        done(null, parseMultipart(body as Buffer, request.headers['content-type'] ?? ''));
      } catch (error) {
        done(badRequest(error instanceof Error ? error.message : 'Invalid multipart body'), undefined);
      }
    },
  );
}
