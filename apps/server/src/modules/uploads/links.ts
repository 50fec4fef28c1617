import type { AddressInfo } from 'node:net';
import type { Config } from '../../config.js';
import { extensionOf } from './rules.js';
import { UploadSigner } from './signing.js';

/** Where stored files are served, below the public base: `/api/media/<id>/<signature><ext>`. */
export const MEDIA_ROUTE = '/api/media';

interface MediaLinks {
  signer: UploadSigner;
  base: () => string;
}

/**
 * Media links are built wherever an upload becomes a file: in the API (upload/detail) and in the
 * publishing worker, which has no HTTP server of its own and hands the link to a network. So they are
 * configured once per process from the configuration (`configureMediaLinks`, called by buildApp and by
 * a worker at start) rather than threaded through every caller.
 */
let links: MediaLinks | undefined;

function hostOf(address: string): string {
  if (address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}

/**
 * The base a network fetches from: PUBLIC_URL, else the address this process listens on (the app's
 * `listening` when it has started), else HOST:PORT of the configuration (a worker beside its API).
 */
export function configureMediaLinks(config: Config, listening?: () => AddressInfo | string | null): void {
  const fallback = `http://${hostOf(config.HOST)}:${config.PORT}`;
  const base = () => {
    if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
    const address = listening?.();
    if (address && typeof address === 'object') return `http://${hostOf(address.address)}:${address.port}`;
    return fallback;
  };
  links = { signer: UploadSigner.fromConfig(config), base };
}

function current(): MediaLinks {
  if (!links) throw new Error('media links are not configured: call configureMediaLinks(config) at start');
  return links;
}

/** This app's public base address (media links, and approval links in e-mails and chats). */
export function appBaseUrl(): string {
  return current().base();
}

/** The signed, session-free link to a stored file (a network fetches media by URL). */
export function mediaUrl(uploadId: number, mime: string): string {
  const { signer, base } = current();
  return `${base()}${MEDIA_ROUTE}/${uploadId}/${signer.mediaSignature(uploadId)}${extensionOf(mime)}`;
}
