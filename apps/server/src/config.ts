import { resolve } from 'node:path';
import { z } from 'zod';
import { invalidAllowEntries, isAddressOrRange } from './outbound/index.js';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every setting Herald reads from the environment (documented in README.md). */
const envSchema = z.object({
  HERALD_ENV: z.enum(['dev', 'test', 'pre', 'prod']).default('prod'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /**
   * A PostgreSQL read replica the report queries go to (optional; only with DATABASE_URL — the embedded
   * PGlite has no replica). Writes and everything else stay on DATABASE_URL.
   */
  DATABASE_READ_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  HERALD_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built console to serve; empty disables static serving (API only). */
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Which proxies' X-Forwarded-For to believe: unset, none (the socket's address counts); a number,
   * that many hops; otherwise addresses and CIDRs, comma-separated. Sign-in throttling counts by it.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, issue) => {
      const setting = value?.trim() ?? '';
      if (setting === '' || setting === 'false') return false;
      if (/^\d+$/.test(setting)) return Number(setting);
      const entries = setting.split(',').map((entry) => entry.trim());
      if (!entries.every((entry) => isAddressOrRange(entry))) {
        issue.addIssue({ code: 'custom', message: 'TRUST_PROXY takes a hop count, or addresses and CIDRs' });
        return z.NEVER;
      }
      return setting;
    }),
  COOKIE_SECURE: flag.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).default(720),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(168),
  SIGN_UP_OPEN: flag.default(true),
  ADMIN_EMAIL: z.email().default('admin@herald.local'),
  ADMIN_PASSWORD: z.string().min(10).optional(),
  DEMO_GAME: flag.default(true),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  /** Allow OIDC issuers over plain http (local test providers only). */
  OIDC_ALLOW_HTTP: flag.default(false),
  /** Keys sealing platform credentials: `id:base64(32 bytes)[,…]`, the first sealing (see README). */
  TOKEN_KEYS: z.string().optional(),
  /** Where uploaded files are kept on local disk (default DATA_DIR/uploads); unused with S3_BUCKET. */
  UPLOAD_DIR: z.string().optional(),
  /** Keep uploads in this S3 (or S3-compatible) bucket instead of on local disk. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service (MinIO, R2, OSS…); AWS when unset. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Without them the AWS SDK's default credential chain applies (environment, instance role…). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Address the bucket in the path (most S3-compatible services need it). */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /**
   * The local network emulator: `embedded` starts it inside this process, `external` uses one already
   * running at EMULATOR_URL, `off` disables it. Networks without credentials use it.
   */
  EMULATOR: z.enum(['embedded', 'external', 'off']).default('embedded'),
  EMULATOR_URL: z.string().url().default('http://127.0.0.1:4400'),
  /** The emulator as the browser reaches it (consent pages), when it differs from EMULATOR_URL. */
  EMULATOR_PUBLIC_URL: z.string().url().optional(),
  EMULATOR_SEED: z.coerce.number().int().default(1),
  /**
   * How long a publishing worker holds a call before another may take it as dead (renewed while the
   * call runs); after a crash the post is looked up on the network within about this long.
   */
  PUBLISH_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /**
   * How long after an unknown publish outcome the post is looked up on the network (doubling with each
   * try): long enough for the network to list a post it did create.
   */
  PUBLISH_RECONCILE_SECONDS: z.coerce.number().min(0.1).max(3600).default(20),
  /** How often the job queue looks for expired jobs and silent (dead) workers. */
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * The SMTP server approval e-mails go through: smtp://user:pass@host:587 or smtps://…:465. Without it
   * reviewers are told in the console and in the configured chats only.
   */
  SMTP_URL: z.string().url().optional(),
  /**
   * Exceptions to the outbound policy for addresses users supply (chat webhooks, push endpoints):
   * CIDRs, addresses and host names, comma-separated, e.g. an on-premises chat server.
   */
  OUTBOUND_ALLOW: z
    .string()
    .optional()
    .refine((value) => value === undefined || invalidAllowEntries(value).length === 0, {
      message: 'OUTBOUND_ALLOW takes CIDRs, addresses and host names, comma-separated',
    }),
  MAIL_FROM: z.string().min(3).default('Herald <herald@localhost>'),
  /**
   * The VAPID key pair Web Push notifications to mobile publishers are signed with (base64url, as
   * `npx web-push generate-vapid-keys` prints them). Without them a pair is made once and kept sealed
   * in the database. The subject is a contact the push services may use (mailto: or https:).
   */
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .optional(),
  /** How soon after a mobile publisher shares a post Herald first looks for it on the account. */
  MOBILE_LINK_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /** How long one call to a network may take. */
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  /**
   * The token Meta's webhook subscriptions (App Dashboard → Webhooks) send back to /webhooks/meta and,
   * for the Threads app, /webhooks/threads to prove the callback is ours. Deliveries themselves are
   * verified with FACEBOOK_APP_SECRET, Threads' with THREADS_APP_SECRET.
   */
  META_WEBHOOK_VERIFY_TOKEN: z.string().min(8).optional(),
  /** Facebook Login for Business configuration (used instead of a scope list when set). */
  FACEBOOK_CONFIG_ID: z.string().optional(),
  /** The Facebook Login for Business configuration asking for the Instagram permissions. */
  INSTAGRAM_CONFIG_ID: z.string().optional(),
  /** The Embedded Signup configuration (Facebook Login for Business) asking for the WhatsApp permissions. */
  WHATSAPP_CONFIG_ID: z.string().optional(),
  FACEBOOK_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v25.0'),
  /**
   * The X API access level searches run at (it sets the query length): `self_serve` (pay-per-use,
   * 512 characters), `pro` or `enterprise` (4,096).
   */
  X_API_TIER: z.enum(['self_serve', 'pro', 'enterprise']).default('self_serve'),
  /**
   * Where Steam's public reviews are read (`/appreviews/<appid>`): the emulator's `/steam` when the
   * emulator runs and this is unset, else https://store.steampowered.com.
   */
  STEAM_URL: z.string().url().optional(),
  X_CLIENT_ID: z.string().optional(),
  X_CLIENT_SECRET: z.string().optional(),
  /** A Discord application (bot install): its client id and secret, and its bot's token (which posts). */
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  DISCORD_BOT_TOKEN: z.string().optional(),
  /** A VK app (legacy OAuth, community tokens): its app id and protected key. */
  VK_APP_ID: z.string().optional(),
  VK_APP_SECRET: z.string().optional(),
  /** The secret key set in each community's Callback API settings; /webhooks/vk refuses events without it. */
  VK_CALLBACK_SECRET: z.string().min(8).optional(),
  /** What VK's confirmation request is answered with, per community: `group_id:code[,group_id:code…]`. */
  VK_CALLBACK_CONFIRMATION: z
    .string()
    .regex(/^\s*-?\d+:[^,:\s]+\s*(,\s*-?\d+:[^,:\s]+\s*)*$/, 'group_id:code[,group_id:code…]')
    .optional(),
  /** The VK API version sent as `v` on every call (SPEC §7: 5.131). */
  VK_API_VERSION: z
    .string()
    .regex(/^5\.\d+$/)
    .default('5.131'),
  /** A Reddit "web app" (approved for the Data API): its client id and secret. */
  REDDIT_CLIENT_ID: z.string().optional(),
  REDDIT_CLIENT_SECRET: z.string().optional(),
  /** Reddit blocks generic User-Agents: `<platform>:<app id>:<version> (by /u/<reddit username>)`. */
  REDDIT_USER_AGENT: z.string().min(1).default('web:herald:1.0 (by /u/herald)'),
  /** A TikTok for Developers app (Login Kit, Content Posting API): its client key and secret. */
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  THREADS_APP_ID: z.string().optional(),
  THREADS_APP_SECRET: z.string().optional(),
  /** A Google Cloud OAuth client with the YouTube Data API v3 enabled. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** A Twitch application (optional channel; confidential client): its client id and secret. */
  TWITCH_CLIENT_ID: z.string().optional(),
  TWITCH_CLIENT_SECRET: z.string().optional(),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

export function oidcConfigured(config: Config): boolean {
  return Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID);
}
