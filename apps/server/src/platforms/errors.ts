import type { SocialNetwork } from '@herald/contract';

/**
 * How a failed network call should be handled:
 * - reconnect: the authorization is gone (expired, revoked, permission removed) — a person must reconnect;
 * - rate_limited: back off until `retryAfterSeconds`;
 * - transient: the network failed; the same call may succeed later;
 * - content: the network rejected what was sent (validation, policy) — sending it again will fail again;
 * - account: the network refuses the account or the app for its standing with it (credits spent,
 *   billing) — not the content and not the authorization: an administrator must settle it on the
 *   network, and every call fails until then;
 * - unsupported: the network's official API does not allow it (refused before any call).
 */
export type PlatformErrorKind =
  | 'reconnect'
  | 'rate_limited'
  | 'transient'
  | 'content'
  | 'account'
  | 'unsupported';

export class PlatformError extends Error {
  readonly network: SocialNetwork;
  readonly kind: PlatformErrorKind;
  /** The network's own error code (and subcode), for logs and support. */
  readonly networkCode: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** HTTP status of the network's answer, if it answered. */
  readonly status: number | undefined;

  constructor(
    network: SocialNetwork,
    kind: PlatformErrorKind,
    message: string,
    options: { networkCode?: string; retryAfterSeconds?: number; status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PlatformError';
    this.network = network;
    this.kind = kind;
    this.networkCode = options.networkCode;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.status = options.status;
  }
}

/** A network this server cannot reach: no credentials of its own and no emulator standing in. */
export class NetworkNotConfiguredError extends Error {
  readonly network: SocialNetwork;

  constructor(network: SocialNetwork) {
    super(`${network} is not configured`);
    this.name = 'NetworkNotConfiguredError';
    this.network = network;
  }
}
