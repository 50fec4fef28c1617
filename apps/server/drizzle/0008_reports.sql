CREATE TABLE "account_metric_days" (
	"game_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"metrics" jsonb NOT NULL,
	CONSTRAINT "account_metric_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "metric_rollups" (
	"game_id" integer NOT NULL,
	"dim" text NOT NULL,
	"dim_key" text NOT NULL,
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "metric_rollups_game_id_dim_day_dim_key_account_id_pk" PRIMARY KEY("game_id","dim","day","dim_key","account_id")
);
--> statement-breakpoint
CREATE TABLE "metric_snapshots" (
	"game_id" integer NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"metrics" jsonb NOT NULL,
	CONSTRAINT "metric_snapshots_subject_subject_id_taken_at_pk" PRIMARY KEY("subject","subject_id","taken_at")
) PARTITION BY RANGE ("taken_at");
--> statement-breakpoint
-- Monthly partitions are created ahead by the reports.partitions job; the default one catches the rest.
CREATE TABLE "metric_snapshots_default" PARTITION OF "metric_snapshots" DEFAULT;
--> statement-breakpoint
-- Adds two metric maps key by key (rollup upkeep adds a reading's deltas to a day's sums).
CREATE OR REPLACE FUNCTION "jsonb_add_metrics"(a jsonb, b jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
  FROM (
    SELECT key, sum(value::bigint) AS total
    FROM (SELECT * FROM jsonb_each_text(a) UNION ALL SELECT * FROM jsonb_each_text(b)) AS parts
    GROUP BY key
  ) AS sums
$$;
--> statement-breakpoint
CREATE TABLE "report_account_state" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"next_at" timestamp with time zone,
	"manual_at" timestamp with time zone,
	"error" text,
	"na" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"history_from" date
);
--> statement-breakpoint
CREATE TABLE "report_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"report" text NOT NULL,
	"input" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows" integer,
	"filename" text,
	"path" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_posts" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"network" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"content_type" text DEFAULT 'post' NOT NULL,
	"content_id" integer,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"media_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"collaborators" text[] DEFAULT '{}'::text[] NOT NULL,
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"na" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"next_fetch_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_metric_days" ADD CONSTRAINT "account_metric_days_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_account_state" ADD CONSTRAINT "report_account_state_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_posts" ADD CONSTRAINT "report_posts_post_id_account_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."account_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_posts" ADD CONSTRAINT "report_posts_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_posts" ADD CONSTRAINT "report_posts_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_metric_days_game_day_idx" ON "account_metric_days" USING btree ("game_id","day");--> statement-breakpoint
CREATE INDEX "report_exports_game_user_idx" ON "report_exports" USING btree ("game_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_posts_game_time_idx" ON "report_posts" USING btree ("game_id","published_at");--> statement-breakpoint
CREATE INDEX "report_posts_account_time_idx" ON "report_posts" USING btree ("account_id","published_at");--> statement-breakpoint
CREATE INDEX "report_posts_content_idx" ON "report_posts" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "report_posts_due_idx" ON "report_posts" USING btree ("next_fetch_at") WHERE "report_posts"."next_fetch_at" is not null;