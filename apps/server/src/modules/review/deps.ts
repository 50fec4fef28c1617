import type { Config } from '../../config.js';
import { deriveKey, macOf, sameText, signingRoot } from '../../crypto/signing.js';
import type { OutboundPolicy } from '../../outbound/index.js';
import type { ContentDeps } from '../content/index.js';
import type { Mailer } from '../notices/index.js';
import { appBaseUrl } from '../uploads/index.js';

/** Signs and checks approval-link tokens: `<link id>.<mac>`, the id naming a stored, single-use row. */
export class ReviewLinkSigner {
  private readonly key: Buffer;

  constructor(root: Buffer) {
    this.key = deriveKey(root, 'herald review: approval link');
  }

  token(linkId: string): string {
    return `${linkId}.${macOf(this.key, linkId)}`;
  }

  /** The link id of a genuine token; null for anything else. */
  linkId(token: string): string | null {
    const [id, mac, extra] = token.split('.');
    if (!id || !mac || extra !== undefined) return null;
    return sameText(mac, macOf(this.key, id)) ? id : null;
  }
}

/** What approval works with: the content module's dependencies, link signing, the console's address, mail. */
export interface ReviewDeps extends ContentDeps {
  signer: ReviewLinkSigner;
  /** The console's public origin, for links in e-mails and chats. */
  consoleUrl: () => string;
  /** Null when no SMTP server is configured: reviewers are then told in the console and chats only. */
  mailer: Mailer | null;
  /** Chat webhooks are user-supplied addresses: posted to through the outbound policy only. */
  outbound: OutboundPolicy;
}

/** Approval's dependencies; `mailer` is the one content's approval port announces levels with. */
export function reviewDeps(
  content: ContentDeps,
  config: Config,
  mailer: Mailer | null,
  outbound: OutboundPolicy,
): ReviewDeps {
  return {
    ...content,
    signer: new ReviewLinkSigner(signingRoot(config)),
    consoleUrl: appBaseUrl,
    mailer,
    outbound,
  };
}
