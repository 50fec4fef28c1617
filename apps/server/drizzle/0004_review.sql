CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_configs" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"max_level" integer NOT NULL,
	"levels" jsonb NOT NULL,
	"switches" jsonb NOT NULL,
	"chats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "review_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"level" integer NOT NULL,
	"step_key" text NOT NULL,
	"flow_name" text NOT NULL,
	"reviewer_email" text NOT NULL,
	"user_id" integer,
	"decision" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_decisions_step_uq" UNIQUE("request_id","level","step_key")
);
--> statement-breakpoint
CREATE TABLE "review_flow_accounts" (
	"flow_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "review_flow_accounts_account_id_pk" PRIMARY KEY("account_id")
);
--> statement-breakpoint
CREATE TABLE "review_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"levels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_flows_game_name_uq" UNIQUE("game_id","name")
);
--> statement-breakpoint
CREATE TABLE "review_links" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"level" integer NOT NULL,
	"reviewer_email" text NOT NULL,
	"decision" text NOT NULL,
	"via" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"level_count" integer NOT NULL,
	"current_level" integer DEFAULT 1 NOT NULL,
	"plan" jsonb NOT NULL,
	"timeout_at" timestamp with time zone,
	"timeout_action" text NOT NULL,
	"submitted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_configs" ADD CONSTRAINT "review_configs_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_configs" ADD CONSTRAINT "review_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_request_id_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flow_accounts" ADD CONSTRAINT "review_flow_accounts_flow_id_review_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."review_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flow_accounts" ADD CONSTRAINT "review_flow_accounts_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flows" ADD CONSTRAINT "review_flows_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_request_id_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "review_flow_accounts_flow_idx" ON "review_flow_accounts" USING btree ("flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_flows_one_default_uq" ON "review_flows" USING btree ("game_id") WHERE "review_flows"."is_default";--> statement-breakpoint
CREATE INDEX "review_links_request_idx" ON "review_links" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_one_pending_uq" ON "review_requests" USING btree ("content_id") WHERE "review_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "review_requests_game_status_idx" ON "review_requests" USING btree ("game_id","status","created_at");