import { z } from 'zod';
import type { Config } from '../../config.js';
import { deriveKey, macOf, sameText, signingRoot } from '../../crypto/signing.js';

/** Who may send an upload's bytes: the user and game a token was issued to. */
export interface UploadActor {
  userId: number;
  gameId: number;
}

/** Long enough for a large video on a slow line; the console renews it before it runs out. */
export const UPLOAD_TOKEN_SECONDS = 60 * 60;

const tokenPayloadSchema = z.object({
  u: z.number().int().positive(),
  g: z.number().int().positive(),
  /** Expiry, seconds since the epoch. */
  e: z.number().int(),
});

function derive(root: Buffer, purpose: string): Buffer {
  return deriveKey(root, `herald uploads: ${purpose}`);
}

export class UploadSigner {
  private readonly tokenKey: Buffer;
  private readonly mediaKey: Buffer;

  constructor(root: Buffer) {
    // Separate keys, so an upload token can never pass as a media signature or the reverse.
    this.tokenKey = derive(root, 'upload token');
    this.mediaKey = derive(root, 'media link');
  }

  static fromConfig(config: Config): UploadSigner {
    return new UploadSigner(signingRoot(config));
  }

  /** `<payload>.<mac>` in base64url: self-contained, so the tus endpoint needs no lookup to trust it. */
  issue(actor: UploadActor, now = new Date()): { token: string; expiresAt: Date } {
    const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_SECONDS * 1000);
    const payload = Buffer.from(
      JSON.stringify({ u: actor.userId, g: actor.gameId, e: Math.floor(expiresAt.getTime() / 1000) }),
    ).toString('base64url');
    return { token: `${payload}.${this.mac(this.tokenKey, payload)}`, expiresAt };
  }

  /** The actor of a genuine, unexpired token; null for anything else. */
  verify(token: string, now = new Date()): UploadActor | null {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    if (!sameText(mac, this.mac(this.tokenKey, payload))) return null;
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      // Unreachable with a valid MAC unless the key signed garbage; refuse rather than trust it.
      return null;
    }
    const parsed = tokenPayloadSchema.safeParse(decoded);
    if (!parsed.success || parsed.data.e * 1000 <= now.getTime()) return null;
    return { userId: parsed.data.u, gameId: parsed.data.g };
  }

  /** The unguessable part of a stored file's public link: an HMAC over its id. */
  mediaSignature(uploadId: number): string {
    return this.mac(this.mediaKey, `media:${uploadId}`).slice(0, 32);
  }

  verifyMedia(uploadId: number, signature: string): boolean {
    return sameText(signature, this.mediaSignature(uploadId));
  }

  private mac(key: Buffer, value: string): string {
    return macOf(key, value);
  }
}
