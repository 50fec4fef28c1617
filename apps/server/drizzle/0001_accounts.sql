CREATE TABLE "account_credentials" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"social_post_id" text NOT NULL,
	"text" text,
	"permalink" text,
	"posted_at" timestamp with time zone NOT NULL,
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_posts_account_post_uq" UNIQUE("account_id","social_post_id")
);
--> statement-breakpoint
CREATE TABLE "oauth_attempts" (
	"state" text PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"social_channel" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_verifier" text,
	"rebind_account_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"candidates" jsonb,
	"grant" text,
	"error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "social_link" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "avatar_url" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "post_template" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "emulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "connected_by" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "data_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "backtrack_status" text DEFAULT 'init' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "first_data_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "backtrack_earliest_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "backtrack_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "backtrack_error" text;--> statement-breakpoint
ALTER TABLE "account_credentials" ADD CONSTRAINT "account_credentials_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_posts" ADD CONSTRAINT "account_posts_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_attempts" ADD CONSTRAINT "oauth_attempts_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_attempts" ADD CONSTRAINT "oauth_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_attempts" ADD CONSTRAINT "oauth_attempts_rebind_account_id_social_accounts_id_fk" FOREIGN KEY ("rebind_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_posts_account_time_idx" ON "account_posts" USING btree ("account_id","posted_at");--> statement-breakpoint
CREATE INDEX "oauth_attempts_expiry_idx" ON "oauth_attempts" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_accounts_game_idx" ON "social_accounts" USING btree ("game_id","social_channel");