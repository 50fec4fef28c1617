-- Custom SQL migration file, put your code below! --
--> statement-breakpoint
-- hand-written: the material library's name search (`name ilike '%keyword%'`) reads a trigram index
-- instead of every approved row of the game. pg_trgm ships with PostgreSQL (trusted: a database owner
-- may create it) and with PGlite (loaded by db/client.ts createPglite). Keywords shorter than three
-- characters have no trigram: the planner keeps the (game, status, created_at) index for them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "materials_name_trgm_idx" ON "materials" USING gin ("name" gin_trgm_ops);
