import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Security headers on every answer (console, API, docs), by @fastify/helmet. The Content-Security-
 * Policy allows no inline script and no eval: the console is built into files served from here (only
 * WebAssembly may be compiled, for hashing uploads). Styles may be
 * inline (antd writes its CSS-in-JS into <style> elements). Pictures and videos come from here, from
 * the networks (https) and, when it runs, the emulator; the preview screenshot reads them too, hence
 * the same sources for connect-src. The console is never framed. HSTS only when served over https.
 * Cross-Origin-Opener-Policy is left unset: the OAuth popup must keep its opener across the
 * network's own pages to hand the authorization back.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'PUBLIC_URL' | 'EMULATOR' | 'EMULATOR_URL' | 'EMULATOR_PUBLIC_URL'>,
): Promise<void> {
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const emulator =
    config.EMULATOR === 'off' ? [] : [new URL(config.EMULATOR_PUBLIC_URL ?? config.EMULATOR_URL).origin];
  const media = ["'self'", 'data:', 'blob:', 'https:', ...emulator];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly (hash-wasm's SHA-1 of an upload) may compile; JavaScript eval stays refused.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: media,
        mediaSrc: media,
        connectSrc: media,
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
}
