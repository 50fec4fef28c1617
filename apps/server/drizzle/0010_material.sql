CREATE TABLE "content_media" (
	"content_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "content_media_content_id_upload_id_pk" PRIMARY KEY("content_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "material_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_review_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_review_links_token_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"sha1" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"default_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"folder_id" integer,
	"expires_at" timestamp with time zone,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"licensor" text DEFAULT '' NOT NULL,
	"rights_notes" text DEFAULT '' NOT NULL,
	"preview_status" text DEFAULT 'pending' NOT NULL,
	"thumbnail_upload_id" integer,
	"poster_upload_id" integer,
	"codec" text,
	"preview_reason" text,
	"submitted_by" integer,
	"reviewed_by" text,
	"review_comment" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"expiry_noticed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_game_sha1_uq" UNIQUE("game_id","sha1"),
	CONSTRAINT "materials_upload_uq" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "held" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "blocked" text;--> statement-breakpoint
ALTER TABLE "content_media" ADD CONSTRAINT "content_media_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_media" ADD CONSTRAINT "content_media_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_media" ADD CONSTRAINT "content_media_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_folders" ADD CONSTRAINT "material_folders_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_folders" ADD CONSTRAINT "material_folders_parent_id_material_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."material_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_review_links" ADD CONSTRAINT "material_review_links_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_review_links" ADD CONSTRAINT "material_review_links_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_review_links" ADD CONSTRAINT "material_review_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_folder_id_material_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."material_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_thumbnail_upload_id_uploads_id_fk" FOREIGN KEY ("thumbnail_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_poster_upload_id_uploads_id_fk" FOREIGN KEY ("poster_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_media_upload_idx" ON "content_media" USING btree ("game_id","upload_id");--> statement-breakpoint
CREATE INDEX "material_folders_game_idx" ON "material_folders" USING btree ("game_id","parent_id");--> statement-breakpoint
CREATE INDEX "material_review_links_material_idx" ON "material_review_links" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "materials_game_status_idx" ON "materials" USING btree ("game_id","status","created_at");--> statement-breakpoint
CREATE INDEX "materials_game_folder_idx" ON "materials" USING btree ("game_id","folder_id");--> statement-breakpoint
CREATE INDEX "materials_submitter_idx" ON "materials" USING btree ("game_id","submitted_by","created_at");--> statement-breakpoint
CREATE INDEX "materials_tags_idx" ON "materials" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "materials_expiry_idx" ON "materials" USING btree ("expires_at") WHERE "materials"."expired_at" is null;--> statement-breakpoint
-- Posts written before this migration: their images, videos and thumbnail file, read once from their bodies.
INSERT INTO "content_media" ("content_id", "upload_id", "game_id")
SELECT DISTINCT c."id", u."id", c."game_id"
FROM "contents" c
CROSS JOIN LATERAL (
  SELECT jsonb_array_elements_text(COALESCE(c."body"->'image_ids', '[]'::jsonb)) AS ref
  UNION SELECT jsonb_array_elements_text(COALESCE(c."body"->'video_ids', '[]'::jsonb))
  UNION SELECT c."body"->'thumbnail'->>'file_id' WHERE c."body"->'thumbnail'->>'kind' = 'file'
) m
JOIN "uploads" u ON u."id"::text = m.ref AND u."game_id" = c."game_id"
WHERE c."content_type" = 'post'
ON CONFLICT DO NOTHING;
