import { request } from 'node:http';
import { API_PREFIX, HEADERS } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

/** A GET over a real socket (the answers under test are written before any route runs). */
function rawGet(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: unknown }>((resolve, reject) => {
    const sent = request(`${base}${path}`, { headers }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        text += chunk;
      });
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          type: answer.headers['content-type'] ?? '',
          body: JSON.parse(text),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('transport', () => {
  const app = useTestApp();

  it('echoes a well-formed X-Trace-Id', async () => {
    const response = await app().app.inject({
      method: 'GET',
      url: `${API_PREFIX}/auth/check`,
      headers: { [HEADERS.traceId]: 'trace-0123456789' },
    });
    expect(response.headers[HEADERS.traceId]).toBe('trace-0123456789');
  });

  it('generates a trace id when none (or a malformed one) is sent', async () => {
    const none = await app().app.inject({ method: 'GET', url: `${API_PREFIX}/auth/check` });
    const bad = await app().app.inject({
      method: 'GET',
      url: `${API_PREFIX}/auth/check`,
      headers: { [HEADERS.traceId]: 'bad id with spaces' },
    });
    expect(none.headers[HEADERS.traceId]).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.headers[HEADERS.traceId]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('wraps success in the {code, msg, data} envelope', async () => {
    const response = await app().app.inject({ method: 'GET', url: `${API_PREFIX}/auth/providers` });
    expect(response.json()).toEqual({ code: 0, msg: 'ok', data: { sso: false, sign_up: true } });
  });

  it('refuses a GET with unknown query fields', async () => {
    const response = await app().app.inject({ method: 'GET', url: `${API_PREFIX}/auth/providers?debug=1` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 1001 });
  });

  describe('answers given before any route runs, in the envelope', () => {
    const listening = useTestApp({ listen: true });
    const envelope = (code: number) => expect.objectContaining({ code, msg: expect.any(String), data: null });

    it('headers beyond the size limit: 431', async () => {
      const answer = await rawGet(listening().url ?? '', `${API_PREFIX}/auth/check`, {
        'x-big': 'a'.repeat(20_000),
      });
      expect(answer).toEqual({ status: 431, type: 'application/json; charset=utf-8', body: envelope(1007) });
    });

    it('a request line beyond the size limit: 431, read by a client still sending', async () => {
      const answer = await rawGet(listening().url ?? '', `${API_PREFIX}/auth/check?${'q'.repeat(20_000)}`);
      expect(answer).toEqual({ status: 431, type: 'application/json; charset=utf-8', body: envelope(1007) });
    });

    it('a path parameter beyond the router limit: 414', async () => {
      const answer = await rawGet(listening().url ?? '', `/api/media/1/${'a'.repeat(300)}`);
      expect(answer).toMatchObject({ status: 414, body: envelope(1008) });
    });

    it('a URL that cannot be decoded: 400', async () => {
      const answer = await rawGet(listening().url ?? '', `${API_PREFIX}/upload/tus/%E0%A4%A`);
      expect(answer).toMatchObject({ status: 400, body: envelope(1009) });
    });
  });
});
