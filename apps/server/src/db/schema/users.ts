import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** argon2id hash; null for users who only sign in through SSO or have not signed up yet. */
  passwordHash: text('password_hash'),
  type: text('type', { enum: ['oa', 'account'] }).notNull(),
  isSuper: boolean('is_super').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  oidcSubject: text('oidc_subject').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** The console language the user last used (e-mails to them are written in it). */
  language: text('language').notNull().default('en'),
});

/** Server-side sessions; the cookie carries a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expiry_idx').on(table.idleExpiresAt),
  ],
);

/** Pending OpenID Connect sign-ins: state → PKCE verifier and where to return. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  referer: text('referer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Wrong sign-ins per e-mail and client address, known account or not (so a locked answer says nothing
 * about whether the account exists). The lock holds only for that address: another person cannot
 * lock the owner out. Each lockout of the same pair lasts twice as long as the one before.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.address] }),
    index('sign_in_failures_updated_idx').on(table.updatedAt),
  ],
);
