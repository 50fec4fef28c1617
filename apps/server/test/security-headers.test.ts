import { API_PREFIX } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

describe('security headers', () => {
  const plain = useTestApp();
  const secure = useTestApp({ env: { PUBLIC_URL: 'https://herald.example.com' } });

  it('send a script policy without inline script, forbid framing and sniffing, on answers and errors', async () => {
    const { app } = plain();
    for (const url of [`${API_PREFIX}/auth/providers`, `${API_PREFIX}/no/such/call`, '/api/docs/json']) {
      const response = await app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(policy).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval')/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      // The OAuth popup hands the authorization back to its opener across the network's pages.
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('ask for HTTPS only when the console is served over https', async () => {
    const response = await secure().app.inject({ method: 'GET', url: `${API_PREFIX}/auth/providers` });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
