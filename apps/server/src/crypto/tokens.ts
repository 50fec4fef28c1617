import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** One AES-256 key and the id stored with every value it sealed, so keys can rotate. */
export interface TokenKey {
  id: string;
  key: Buffer;
}

/**
 * Seals platform credentials at rest (AES-256-GCM). Values are `v1.<key id>.<iv>.<tag>.<ciphertext>`
 * in base64url; the first key seals, every listed key opens, so a rotated key keeps old values readable
 * until they are re-sealed.
 */
export class TokenVault {
  private readonly byId: ReadonlyMap<string, Buffer>;
  private readonly current: TokenKey;

  constructor(keys: readonly TokenKey[]) {
    const [first] = keys;
    if (!first) throw new Error('the token vault needs at least one key');
    for (const { id, key } of keys) {
      if (!KEY_ID.test(id)) throw new Error(`token key id "${id}" must be 1-32 letters, digits, _ or -`);
      if (key.length !== KEY_BYTES) throw new Error(`token key "${id}" must be ${KEY_BYTES} bytes`);
    }
    this.current = first;
    this.byId = new Map(keys.map(({ id, key }) => [id, key]));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(this.current.id));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', this.current.id, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, id, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !id || iv === undefined || tag === undefined || body === undefined) {
      throw new Error('not a sealed value');
    }
    const key = this.byId.get(id);
    if (!key) throw new Error(`sealed with unknown token key "${id}"`);
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(id));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  sealJson(value: unknown): string {
    return this.seal(JSON.stringify(value));
  }

  openJson(sealed: string): unknown {
    return JSON.parse(this.open(sealed));
  }
}

/** Parses TOKEN_KEYS: `id:base64key[,id:base64key…]`, the first one sealing. */
export function parseTokenKeys(value: string): TokenKey[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const at = entry.indexOf(':');
      if (at <= 0) throw new Error('TOKEN_KEYS entries look like id:base64key');
      return { id: entry.slice(0, at), key: Buffer.from(entry.slice(at + 1), 'base64') };
    });
}

/**
 * Without TOKEN_KEYS the embedded default keeps one generated key in DATA_DIR (readable by its owner
 * only), so credentials stay sealed across restarts of a local install.
 */
export function localTokenKey(dataDir: string): TokenKey {
  const path = join(dataDir, 'token-key');
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, `local:${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
  }
  const [key] = parseTokenKeys(readFileSync(path, 'utf8'));
  if (!key) throw new Error(`${path} holds no token key`);
  return key;
}

/** A fresh random key, for tests and for `TOKEN_KEYS` generation. */
export function randomTokenKey(id = 'k1'): TokenKey {
  return { id, key: randomBytes(KEY_BYTES) };
}

export interface VaultSettings {
  TOKEN_KEYS?: string | undefined;
  HERALD_ENV: 'dev' | 'test' | 'pre' | 'prod';
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

/**
 * The vault of this process. A shared PostgreSQL deployment needs TOKEN_KEYS (every process must
 * open what another sealed); the embedded default keeps a local key; tests use a throwaway key.
 */
export function createVault(settings: VaultSettings): TokenVault {
  if (settings.TOKEN_KEYS) return new TokenVault(parseTokenKeys(settings.TOKEN_KEYS));
  if (settings.HERALD_ENV === 'test') return new TokenVault([randomTokenKey('test')]);
  if (settings.DATABASE_URL && (settings.HERALD_ENV === 'prod' || settings.HERALD_ENV === 'pre')) {
    throw new Error(
      'TOKEN_KEYS is required with DATABASE_URL: every process must share the keys (see README)',
    );
  }
  return new TokenVault([localTokenKey(settings.DATA_DIR)]);
}
