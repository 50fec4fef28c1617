CREATE TABLE "content_tags" (
	"content_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "content_tags_content_id_tag_id_pk" PRIMARY KEY("content_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "feed_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_presence" (
	"feed_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"replying" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_presence_feed_id_user_id_pk" PRIMARY KEY("feed_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feed_replies" (
	"feed_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_replies_feed_id_content_id_pk" PRIMARY KEY("feed_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "feed_reruns" (
	"game_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "feed_reruns_game_id_kind_pk" PRIMARY KEY("game_id","kind")
);
--> statement-breakpoint
CREATE TABLE "feed_sync" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"cursors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"backfilled_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feed_tags" (
	"feed_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "feed_tags_feed_id_tag_id_pk" PRIMARY KEY("feed_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "feed_terms" (
	"game_id" integer NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"feed_id" integer NOT NULL,
	CONSTRAINT "feed_terms_game_id_term_created_at_feed_id_pk" PRIMARY KEY("game_id","term","created_at","feed_id")
);
--> statement-breakpoint
CREATE TABLE "feed_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"network" text NOT NULL,
	"source" text NOT NULL,
	"feed_type" text NOT NULL,
	"remote_id" text NOT NULL,
	"post_remote_id" text,
	"parent_remote_id" text,
	"conversation_id" text,
	"author_id" text,
	"author_name" text,
	"author_avatar" text,
	"author_followers" integer,
	"text" text DEFAULT '' NOT NULL,
	"permalink" text,
	"language" text,
	"sentiment" text DEFAULT 'init' NOT NULL,
	"sentiment_source" text,
	"sentiment_score" real,
	"sentiment_corrected" text,
	"state" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"issue_classes" text[] DEFAULT '{}'::text[] NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"first_response_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"order_kind" text NOT NULL,
	"position" integer NOT NULL,
	"criteria" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"match_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"issue_class" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentiment_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"terms" text[] NOT NULL,
	"sentiment" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_notes" ADD CONSTRAINT "feed_notes_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_notes" ADD CONSTRAINT "feed_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_presence" ADD CONSTRAINT "feed_presence_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_presence" ADD CONSTRAINT "feed_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_replies" ADD CONSTRAINT "feed_replies_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_replies" ADD CONSTRAINT "feed_replies_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_replies" ADD CONSTRAINT "feed_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reruns" ADD CONSTRAINT "feed_reruns_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_sync" ADD CONSTRAINT "feed_sync_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tags" ADD CONSTRAINT "feed_tags_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tags" ADD CONSTRAINT "feed_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_terms" ADD CONSTRAINT "feed_terms_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_views" ADD CONSTRAINT "feed_views_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_views" ADD CONSTRAINT "feed_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_first_response_by_users_id_fk" FOREIGN KEY ("first_response_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_rules" ADD CONSTRAINT "smart_rules_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_rules" ADD CONSTRAINT "sentiment_rules_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_tags_tag_idx" ON "content_tags" USING btree ("tag_id","content_id");--> statement-breakpoint
CREATE INDEX "feed_notes_feed_idx" ON "feed_notes" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "feed_tags_tag_idx" ON "feed_tags" USING btree ("tag_id","feed_id");--> statement-breakpoint
CREATE INDEX "feed_terms_feed_idx" ON "feed_terms" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "feed_views_game_idx" ON "feed_views" USING btree ("game_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_item_uq" ON "feeds" USING btree ("account_id","source","remote_id");--> statement-breakpoint
CREATE INDEX "feeds_game_created_idx" ON "feeds" USING btree ("game_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feeds_account_created_idx" ON "feeds" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feeds_game_state_idx" ON "feeds" USING btree ("game_id","state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feeds_game_assignee_idx" ON "feeds" USING btree ("game_id","assignee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feeds_conversation_idx" ON "feeds" USING btree ("account_id","conversation_id");--> statement-breakpoint
CREATE INDEX "feeds_post_idx" ON "feeds" USING btree ("account_id","post_remote_id");--> statement-breakpoint
CREATE INDEX "feeds_parent_idx" ON "feeds" USING btree ("account_id","parent_remote_id") WHERE "feeds"."parent_remote_id" is not null;--> statement-breakpoint
CREATE INDEX "feeds_author_idx" ON "feeds" USING btree ("game_id","network","author_id");--> statement-breakpoint
CREATE INDEX "feeds_game_updated_idx" ON "feeds" USING btree ("game_id","updated_at");--> statement-breakpoint
CREATE INDEX "feeds_game_issue_idx" ON "feeds" USING btree ("game_id") WHERE cardinality("feeds"."issue_classes") > 0;--> statement-breakpoint
CREATE INDEX "smart_rules_game_idx" ON "smart_rules" USING btree ("game_id","order_kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_game_name_uq" ON "tags" USING btree ("game_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_game_issue_uq" ON "tags" USING btree ("game_id","issue_class");--> statement-breakpoint
CREATE INDEX "sentiment_rules_game_idx" ON "sentiment_rules" USING btree ("game_id","position");