CREATE TABLE "todo_tallies" (
	"game_id" integer NOT NULL,
	"task_status" text NOT NULL,
	"day" date NOT NULL,
	"receiver_id" integer NOT NULL,
	"todos" integer NOT NULL,
	"completed" integer NOT NULL,
	"rejected" integer NOT NULL,
	"pending" integer NOT NULL,
	"on_time" integer NOT NULL,
	CONSTRAINT "todo_tallies_game_id_task_status_day_receiver_id_pk" PRIMARY KEY("game_id","task_status","day","receiver_id")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "todo_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "rejected_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "pending_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "on_time_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "todo_tallies" ADD CONSTRAINT "todo_tallies_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_id_game_uq" UNIQUE("id","game_id");--> statement-breakpoint
ALTER TABLE "todo_links" ADD CONSTRAINT "todo_links_todo_game_fk" FOREIGN KEY ("todo_id","game_id") REFERENCES "public"."todos"("id","game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- The completion figures follow the to-dos in the statement that changes them (docs/decisions/0022):
-- each task's own counters (todo_count … on_time_count) and todo_tallies per (game, task status, UTC
-- day of the deadline, receiver). A to-do counts where its task is now; only to-dos of their task's
-- game count, as the reports read them. `moved` rows are to-dos added (n 1) or removed (n -1) under a
-- task's (game, status, deadline); the tallies take their sum, in key order.
CREATE FUNCTION "todo_tallies_apply"("moved" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH "m" AS (
    SELECT * FROM jsonb_to_recordset("moved") AS x("game_id" int, "task_status" text, "deadline" timestamptz,
      "receiver_id" int, "status" text, "completed_at" timestamptz, "n" int)
  ), "delta" AS (
    SELECT "game_id", "task_status", ("deadline" AT TIME ZONE 'UTC')::date AS "day", "receiver_id",
      sum("n")::int AS "todos",
      coalesce(sum("n") FILTER (WHERE "status" = 'completed'), 0)::int AS "completed",
      coalesce(sum("n") FILTER (WHERE "status" = 'rejected'), 0)::int AS "rejected",
      coalesce(sum("n") FILTER (WHERE "status" = 'pending'), 0)::int AS "pending",
      coalesce(sum("n") FILTER (WHERE "status" = 'completed' AND "completed_at" <= "deadline"), 0)::int AS "on_time"
    FROM "m" GROUP BY 1, 2, 3, 4
  )
  INSERT INTO "todo_tallies" AS t ("game_id", "task_status", "day", "receiver_id", "todos", "completed", "rejected", "pending", "on_time")
  SELECT * FROM "delta"
  WHERE ("todos", "completed", "rejected", "pending", "on_time") <> (0, 0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("game_id", "task_status", "day", "receiver_id") DO UPDATE SET
    "todos" = t."todos" + excluded."todos", "completed" = t."completed" + excluded."completed",
    "rejected" = t."rejected" + excluded."rejected", "pending" = t."pending" + excluded."pending",
    "on_time" = t."on_time" + excluded."on_time";
  -- A receiver's day without to-dos left is no row.
  DELETE FROM "todo_tallies" t
  USING (SELECT DISTINCT "game_id", "task_status", ("deadline" AT TIME ZONE 'UTC')::date AS "day", "receiver_id"
    FROM jsonb_to_recordset("moved") AS x("game_id" int, "task_status" text, "deadline" timestamptz, "receiver_id" int)) k
  WHERE t."game_id" = k."game_id" AND t."task_status" = k."task_status" AND t."day" = k."day"
    AND t."receiver_id" = k."receiver_id" AND t."todos" = 0;
END $$;
--> statement-breakpoint
-- A statement on todos: its rows added and removed, as (task, game, receiver, status, completed_at, n).
-- The task counters first (this locks the tasks, so a task changing meanwhile is waited for), then
-- the tallies under each task's (game, status, deadline) as it is now.
CREATE FUNCTION "todo_moves_apply"("moved" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tasks" tk SET
    "todo_count" = tk."todo_count" + d."todos",
    "completed_count" = tk."completed_count" + d."completed",
    "rejected_count" = tk."rejected_count" + d."rejected",
    "pending_count" = tk."pending_count" + d."pending",
    "on_time_count" = tk."on_time_count"
      + (SELECT coalesce(sum(c."n"), 0) FROM unnest(d."done", d."done_n") AS c("at", "n") WHERE c."at" <= tk."deadline")::int
  FROM (
    SELECT "task_id", "game_id", sum("n")::int AS "todos",
      coalesce(sum("n") FILTER (WHERE "status" = 'completed'), 0)::int AS "completed",
      coalesce(sum("n") FILTER (WHERE "status" = 'rejected'), 0)::int AS "rejected",
      coalesce(sum("n") FILTER (WHERE "status" = 'pending'), 0)::int AS "pending",
      coalesce(array_agg("completed_at") FILTER (WHERE "status" = 'completed'), '{}') AS "done",
      coalesce(array_agg("n") FILTER (WHERE "status" = 'completed'), '{}') AS "done_n"
    FROM jsonb_to_recordset("moved") AS x("task_id" int, "game_id" int, "status" text, "completed_at" timestamptz, "n" int)
    GROUP BY 1, 2
  ) d
  WHERE tk."id" = d."task_id" AND tk."game_id" = d."game_id";
  PERFORM "todo_tallies_apply"(coalesce(jsonb_agg(jsonb_build_object('game_id', tk."game_id",
      'task_status', tk."status", 'deadline', tk."deadline", 'receiver_id', x."receiver_id",
      'status', x."status", 'completed_at', x."completed_at", 'n', x."n")), '[]'))
    FROM jsonb_to_recordset("moved") AS x("task_id" int, "game_id" int, "receiver_id" int, "status" text, "completed_at" timestamptz, "n" int)
    JOIN "tasks" tk ON tk."id" = x."task_id" AND tk."game_id" = x."game_id";
END $$;
--> statement-breakpoint
CREATE FUNCTION "todos_tallies_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "moved" jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(to_jsonb(a) || '{"n": 1}') INTO "moved" FROM "added" a;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(to_jsonb(r) || '{"n": -1}') INTO "moved" FROM "removed" r;
  ELSE
    SELECT jsonb_agg(x."row") INTO "moved" FROM (
      SELECT to_jsonb(a) || '{"n": 1}' AS "row" FROM "added" a
      UNION ALL
      SELECT to_jsonb(r) || '{"n": -1}' FROM "removed" r
    ) x;
  END IF;
  IF "moved" IS NOT NULL THEN PERFORM "todo_moves_apply"("moved"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "todos_tallies_insert" AFTER INSERT ON "todos"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "todos_tallies_keep"();
--> statement-breakpoint
CREATE TRIGGER "todos_tallies_update" AFTER UPDATE ON "todos"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "todos_tallies_keep"();
--> statement-breakpoint
CREATE TRIGGER "todos_tallies_delete" AFTER DELETE ON "todos"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "todos_tallies_keep"();
--> statement-breakpoint
-- A task whose game, status or deadline changes takes its to-dos along: out of the old key, into the new.
CREATE FUNCTION "tasks_tallies_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "todo_tallies_apply"(coalesce(jsonb_agg(jsonb_build_object('game_id', m."game_id",
      'task_status', m."task_status", 'deadline', m."deadline", 'receiver_id', td."receiver_id",
      'status', td."status", 'completed_at', td."completed_at", 'n', m."n")), '[]'))
    FROM (
      SELECT r."id", r."game_id", r."status" AS "task_status", r."deadline", -1 AS "n"
      FROM "removed" r JOIN "added" a ON a."id" = r."id"
      WHERE (r."game_id", r."status", r."deadline") IS DISTINCT FROM (a."game_id", a."status", a."deadline")
      UNION ALL
      SELECT a."id", a."game_id", a."status", a."deadline", 1
      FROM "removed" r JOIN "added" a ON a."id" = r."id"
      WHERE (r."game_id", r."status", r."deadline") IS DISTINCT FROM (a."game_id", a."status", a."deadline")
    ) m
    JOIN "todos" td ON td."task_id" = m."id" AND td."game_id" = m."game_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tasks_tallies_update" AFTER UPDATE ON "tasks"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "tasks_tallies_keep"();
--> statement-breakpoint
-- A task deleted takes its to-dos out of the tallies before the delete cascades to them (the to-dos'
-- trigger then finds no task to count them under).
CREATE FUNCTION "task_tallies_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "todo_tallies_apply"(coalesce(jsonb_agg(jsonb_build_object('game_id', OLD."game_id",
      'task_status', OLD."status", 'deadline', OLD."deadline", 'receiver_id', td."receiver_id",
      'status', td."status", 'completed_at', td."completed_at", 'n', -1)), '[]'))
    FROM "todos" td WHERE td."task_id" = OLD."id" AND td."game_id" = OLD."game_id";
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tasks_tallies_delete" BEFORE DELETE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "task_tallies_remove"();
--> statement-breakpoint
-- A task's counters counted afresh when its game or deadline changes (on time is by the deadline).
CREATE FUNCTION "task_counts_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT count(*)::int,
      count(*) FILTER (WHERE td."status" = 'completed')::int,
      count(*) FILTER (WHERE td."status" = 'rejected')::int,
      count(*) FILTER (WHERE td."status" = 'pending')::int,
      count(*) FILTER (WHERE td."status" = 'completed' AND td."completed_at" <= NEW."deadline")::int
    INTO NEW."todo_count", NEW."completed_count", NEW."rejected_count", NEW."pending_count", NEW."on_time_count"
    FROM "todos" td WHERE td."task_id" = NEW."id" AND td."game_id" = NEW."game_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tasks_counts_recount" BEFORE UPDATE OF "deadline", "game_id" ON "tasks"
  FOR EACH ROW WHEN (OLD."deadline" IS DISTINCT FROM NEW."deadline" OR OLD."game_id" IS DISTINCT FROM NEW."game_id")
  EXECUTE FUNCTION "task_counts_recount"();
--> statement-breakpoint
-- The tasks and to-dos already there.
UPDATE "tasks" tk SET "todo_count" = c."todos", "completed_count" = c."completed", "rejected_count" = c."rejected",
  "pending_count" = c."pending", "on_time_count" = c."on_time"
FROM (
  SELECT t."id", count(*)::int AS "todos",
    count(*) FILTER (WHERE td."status" = 'completed')::int AS "completed",
    count(*) FILTER (WHERE td."status" = 'rejected')::int AS "rejected",
    count(*) FILTER (WHERE td."status" = 'pending')::int AS "pending",
    count(*) FILTER (WHERE td."status" = 'completed' AND td."completed_at" <= t."deadline")::int AS "on_time"
  FROM "tasks" t JOIN "todos" td ON td."task_id" = t."id" AND td."game_id" = t."game_id"
  GROUP BY t."id"
) c
WHERE tk."id" = c."id";
--> statement-breakpoint
INSERT INTO "todo_tallies" ("game_id", "task_status", "day", "receiver_id", "todos", "completed", "rejected", "pending", "on_time")
SELECT tk."game_id", tk."status", (tk."deadline" AT TIME ZONE 'UTC')::date, td."receiver_id", count(*)::int,
  count(*) FILTER (WHERE td."status" = 'completed')::int,
  count(*) FILTER (WHERE td."status" = 'rejected')::int,
  count(*) FILTER (WHERE td."status" = 'pending')::int,
  count(*) FILTER (WHERE td."status" = 'completed' AND td."completed_at" <= tk."deadline")::int
FROM "tasks" tk JOIN "todos" td ON td."task_id" = tk."id" AND td."game_id" = tk."game_id"
GROUP BY 1, 2, 3, 4;
