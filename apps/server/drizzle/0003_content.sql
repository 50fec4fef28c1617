CREATE TABLE "content_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"account_id" integer,
	"network" text NOT NULL,
	"account_name" text NOT NULL,
	"result" text DEFAULT 'init' NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"post_id" text,
	"permalink" text,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_targets_content_account_uq" UNIQUE("content_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"status" text NOT NULL,
	"body" jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"time_zone" text,
	"schedule_version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"round" integer NOT NULL,
	"action" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"network_code" text,
	"lease_until" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "publish_attempts_key_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_targets" ADD CONSTRAINT "content_targets_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_targets" ADD CONSTRAINT "content_targets_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_attempts" ADD CONSTRAINT "publish_attempts_target_id_content_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."content_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_events_content_idx" ON "content_events" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_targets_account_idx" ON "content_targets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "contents_game_status_idx" ON "contents" USING btree ("game_id","content_type","status");--> statement-breakpoint
CREATE INDEX "contents_game_scheduled_idx" ON "contents" USING btree ("game_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "contents_game_updated_idx" ON "contents" USING btree ("game_id","updated_at");--> statement-breakpoint
CREATE INDEX "publish_attempts_target_idx" ON "publish_attempts" USING btree ("target_id","round");