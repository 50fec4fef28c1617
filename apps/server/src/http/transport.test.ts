import { API_PREFIX, HEADERS } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

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
});
