CREATE TABLE "app_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_id" integer NOT NULL,
	"round" integer NOT NULL,
	"game_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"publisher_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_at" timestamp with time zone,
	"share_count" integer DEFAULT 0 NOT NULL,
	"linked_at" timestamp with time zone,
	CONSTRAINT "app_posts_target_round_uq" UNIQUE("target_id","round")
);
--> statement-breakpoint
CREATE TABLE "push_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "content_targets" ADD COLUMN "via" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_posts" ADD CONSTRAINT "app_posts_target_id_content_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."content_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_posts" ADD CONSTRAINT "app_posts_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_posts_publisher_idx" ON "app_posts" USING btree ("publisher_id","game_id","status");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");