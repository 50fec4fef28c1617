ALTER TABLE "publish_attempts" ADD COLUMN "social_post_id" text;--> statement-breakpoint
UPDATE "publish_attempts" SET "social_post_id" = substring("message" from 14), "message" = NULL WHERE "outcome" = 'succeeded' AND "message" LIKE 'published as %';--> statement-breakpoint
UPDATE "publish_attempts" SET "social_post_id" = substring("message" from 10), "message" = NULL WHERE "outcome" = 'found' AND "message" LIKE 'found as %';--> statement-breakpoint
UPDATE "publish_attempts" SET "message" = NULL WHERE "outcome" = 'absent' AND "message" = 'not on the network: publishing again';--> statement-breakpoint
UPDATE "publish_attempts" SET "message" = substring("message" from 17) WHERE "outcome" = 'ambiguous' AND "action" = 'reconcile' AND "message" LIKE 'look-up failed: %';
