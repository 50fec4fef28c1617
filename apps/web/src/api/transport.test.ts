import { apiPaths, COOKIES, HEADERS } from '@herald/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, dispositionFilename, onTransportEvents, setCallContext } from './transport.js';

type FetchArgs = [string, RequestInit];

function answer(status: number, body: unknown) {
  return vi.fn(async (..._args: FetchArgs) => new Response(JSON.stringify(body), { status }));
}

describe('transport', () => {
  beforeEach(() => {
    setCallContext({ platform: 'web', game_id: 1001, area_id: 'asia', language: 'zh-CN' });
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the server sets this cookie.
    document.cookie = `${COOKIES.csrf}=csrf-token-1`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    onTransportEvents({});
  });

  it('sends the common headers and the CSRF token on writes, and resolves with data on code 0', async () => {
    const fetch = answer(200, { code: 0, msg: 'ok', data: { id: 7 } });
    vi.stubGlobal('fetch', fetch);
    await expect(call(apiPaths.perm.roleDetail, { id: 7 })).resolves.toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/perm/role/detail');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":7}');
    const headers = init?.headers as Record<string, string>;
    expect(headers['accept-language']).toBe('zh-CN');
    expect(headers[HEADERS.csrf]).toBe('csrf-token-1');
    expect(headers[HEADERS.traceId]).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(headers[HEADERS.commonParams] ?? '{}')).toMatchObject({
      platform: 'web',
      game_id: 1001,
      area_id: 'asia',
    });
  });

  it('puts GET input in the query string and sends no CSRF header', async () => {
    const fetch = answer(200, { code: 0, msg: 'ok', data: { sso: false, sign_up: true } });
    vi.stubGlobal('fetch', fetch);
    await call(apiPaths.auth.providers, {});
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/auth/providers');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty(HEADERS.csrf);
  });

  it('rejects with code, message and data when code is not 0', async () => {
    vi.stubGlobal('fetch', answer(409, { code: 1301, msg: 'Name taken', data: null }));
    const error = await call(apiPaths.perm.roleDelete, { id: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1301, message: 'Name taken', status: 409 });
  });

  it('signs out on HTTP 401 except for the auth check and logout', async () => {
    const expired = vi.fn();
    onTransportEvents({ sessionExpired: expired });
    vi.stubGlobal('fetch', answer(401, { code: 307, msg: 'Login expired', data: null }));
    await expect(call(apiPaths.auth.check, {})).rejects.toBeInstanceOf(ApiError);
    await expect(call(apiPaths.auth.logout, {})).rejects.toBeInstanceOf(ApiError);
    expect(expired).not.toHaveBeenCalled();
    await expect(call(apiPaths.auth.user, {})).rejects.toMatchObject({ code: 307, status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('reports HTTP 403 as No Permission', async () => {
    const forbidden = vi.fn();
    onTransportEvents({ forbidden });
    vi.stubGlobal('fetch', answer(403, { code: 403, msg: 'No Application Permissions', data: null }));
    await expect(call(apiPaths.perm.roleAll, {})).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toHaveBeenCalledTimes(1);
  });

  it('never settles a cancelled call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const settled = vi.fn();
    call(apiPaths.auth.user, {}, { signal: controller.signal }).then(settled, settled);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
  });

  it('turns a body that is not an envelope into Operate Fail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(call(apiPaths.auth.user, {})).rejects.toMatchObject({
      code: 1000,
      message: 'Bad Gateway',
      status: 502,
    });
  });
});

describe('dispositionFilename', () => {
  it('prefers the UTF-8 name, falls back to the quoted one, then to the default', () => {
    expect(
      dispositionFilename(
        `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('账号.xlsx')}`,
        'x',
      ),
    ).toBe('账号.xlsx');
    expect(dispositionFilename('attachment; filename="accounts-1001.xlsx"', 'x')).toBe('accounts-1001.xlsx');
    expect(dispositionFilename(null, 'account-export')).toBe('account-export');
  });
});
