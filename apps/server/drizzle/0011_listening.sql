CREATE TABLE "listen_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"observed" integer NOT NULL,
	"baseline" integer NOT NULL,
	"drivers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listen_alerts_window_uq" UNIQUE("topic_id","kind","window_start")
);
--> statement-breakpoint
CREATE TABLE "listen_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"network" text NOT NULL,
	"external_id" text NOT NULL,
	"url" text,
	"text" text NOT NULL,
	"author_id" text,
	"author_name" text,
	"author_handle" text,
	"author_reach" integer,
	"published_at" timestamp with time zone NOT NULL,
	"sentiment" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listen_items_network_uq" UNIQUE("game_id","network","external_id")
);
--> statement-breakpoint
CREATE TABLE "listen_matches" (
	"topic_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"network" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"sentiment" text NOT NULL,
	"corrected" boolean DEFAULT false NOT NULL,
	"author_key" text,
	"author_reach" integer,
	"terms" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "listen_matches_topic_id_item_id_pk" PRIMARY KEY("topic_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "listen_quota_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"network" text NOT NULL,
	"account_id" integer,
	"key" text,
	"amount" bigint NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listen_runs" (
	"topic_id" integer NOT NULL,
	"network" text NOT NULL,
	"game_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"detail" text,
	"since_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"matched" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listen_runs_topic_id_network_pk" PRIMARY KEY("topic_id","network")
);
--> statement-breakpoint
CREATE TABLE "listen_tallies" (
	"topic_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"network" text NOT NULL,
	"sentiment" text NOT NULL,
	"mentions" integer NOT NULL,
	CONSTRAINT "listen_tallies_topic_id_hour_network_sentiment_pk" PRIMARY KEY("topic_id","hour","network","sentiment")
);
--> statement-breakpoint
CREATE TABLE "listen_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sources" jsonb NOT NULL,
	"include" jsonb NOT NULL,
	"exclude" jsonb NOT NULL,
	"steam_app_id" integer,
	"created_by" integer,
	"activated_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listen_alerts" ADD CONSTRAINT "listen_alerts_topic_id_listen_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."listen_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_items" ADD CONSTRAINT "listen_items_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_matches" ADD CONSTRAINT "listen_matches_topic_id_listen_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."listen_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_matches" ADD CONSTRAINT "listen_matches_item_id_listen_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."listen_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_quota_uses" ADD CONSTRAINT "listen_quota_uses_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_quota_uses" ADD CONSTRAINT "listen_quota_uses_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_runs" ADD CONSTRAINT "listen_runs_topic_id_listen_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."listen_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_tallies" ADD CONSTRAINT "listen_tallies_topic_id_listen_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."listen_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_topics" ADD CONSTRAINT "listen_topics_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listen_topics" ADD CONSTRAINT "listen_topics_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listen_alerts_topic_idx" ON "listen_alerts" USING btree ("topic_id","created_at");--> statement-breakpoint
CREATE INDEX "listen_matches_topic_time_idx" ON "listen_matches" USING btree ("topic_id","published_at","item_id","author_key","author_reach","network","sentiment");--> statement-breakpoint
CREATE INDEX "listen_quota_uses_game_idx" ON "listen_quota_uses" USING btree ("game_id","network","used_at");--> statement-breakpoint
CREATE INDEX "listen_runs_due_idx" ON "listen_runs" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "listen_topics_game_idx" ON "listen_topics" USING btree ("game_id","status","id");--> statement-breakpoint
-- listen_tallies follows listen_matches in the statement that writes them: the rows a statement
-- added count +1 in their (topic, UTC hour, network, sentiment), the rows it removed -1 (an update
-- is both). A decrease only updates (a cascade may have removed the topic's tallies already).
CREATE FUNCTION "listen_tallies_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "listen_tallies" AS t ("topic_id", "hour", "network", "sentiment", "mentions")
    SELECT "topic_id", date_trunc('hour', "published_at", 'UTC'), "network", "sentiment", count(*)::int
    FROM "added" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("topic_id", "hour", "network", "sentiment") DO UPDATE SET "mentions" = t."mentions" + excluded."mentions";
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE "listen_tallies" t SET "mentions" = t."mentions" - d."n"
    FROM (
      SELECT "topic_id", date_trunc('hour', "published_at", 'UTC') AS "hour", "network", "sentiment", count(*)::int AS "n"
      FROM "removed" GROUP BY 1, 2, 3, 4
    ) d
    WHERE t."topic_id" = d."topic_id" AND t."hour" = d."hour" AND t."network" = d."network" AND t."sentiment" = d."sentiment";
    RETURN NULL;
  END IF;
  WITH "moved" AS (
    SELECT "topic_id", date_trunc('hour', "published_at", 'UTC') AS "hour", "network", "sentiment", 1 AS "n" FROM "added"
    UNION ALL
    SELECT "topic_id", date_trunc('hour', "published_at", 'UTC'), "network", "sentiment", -1 FROM "removed"
  ), "delta" AS (
    SELECT "topic_id", "hour", "network", "sentiment", sum("n")::int AS "n"
    FROM "moved" GROUP BY 1, 2, 3, 4 HAVING sum("n") <> 0
  ), "fewer" AS (
    UPDATE "listen_tallies" t SET "mentions" = t."mentions" + d."n" FROM "delta" d
    WHERE d."n" < 0 AND t."topic_id" = d."topic_id" AND t."hour" = d."hour"
      AND t."network" = d."network" AND t."sentiment" = d."sentiment"
  )
  INSERT INTO "listen_tallies" AS t ("topic_id", "hour", "network", "sentiment", "mentions")
  SELECT "topic_id", "hour", "network", "sentiment", "n" FROM "delta" WHERE "n" > 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("topic_id", "hour", "network", "sentiment") DO UPDATE SET "mentions" = t."mentions" + excluded."mentions";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listen_tallies_insert" AFTER INSERT ON "listen_matches"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "listen_tallies_keep"();
--> statement-breakpoint
CREATE TRIGGER "listen_tallies_update" AFTER UPDATE ON "listen_matches"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "listen_tallies_keep"();
--> statement-breakpoint
CREATE TRIGGER "listen_tallies_delete" AFTER DELETE ON "listen_matches"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "listen_tallies_keep"();
