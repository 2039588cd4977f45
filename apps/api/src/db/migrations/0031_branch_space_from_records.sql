ALTER TABLE "branches" DROP CONSTRAINT "branches_available_check";--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_reserved_check";--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "stored_space" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "other_use" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Used space now comes from the records: the agreements whose goods are in (stored) and the
-- reservations are summed from storage_agreements; what the typed available figure left beyond
-- them becomes "other use". A capacity the admin set below what the records hold is raised to it,
-- so the new check holds for every existing branch.
UPDATE "branches" AS b SET
  "stored_space" = s.stored,
  "reserved_space" = s.reserved
FROM (
  SELECT br.id,
    coalesce(sum(a.volume) FILTER (WHERE a.status IN ('active', 'release_requested')), 0)::int AS stored,
    coalesce(sum(a.volume) FILTER (WHERE a.status IN ('reserved', 'awaiting_intake')), 0)::int AS reserved
  FROM "branches" br LEFT JOIN "storage_agreements" a ON a.branch_id = br.id
  GROUP BY br.id
) AS s
WHERE s.id = b.id;--> statement-breakpoint
UPDATE "branches" SET "capacity" = "stored_space" + "reserved_space" WHERE "capacity" < "stored_space" + "reserved_space";--> statement-breakpoint
UPDATE "branches" SET "other_use" = greatest(0, "capacity" - "stored_space" - "reserved_space" - "available_space");--> statement-breakpoint
UPDATE "branches" SET "available_space" = "capacity" - "stored_space" - "other_use" - "reserved_space";--> statement-breakpoint
-- The updates above queued the goods-list counter's deferred trigger on branches, and PostgreSQL
-- refuses to ALTER a table with pending trigger events in the same transaction: fire them now.
SET CONSTRAINTS "goods_list_branch_version" IMMEDIATE;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_space_check" CHECK ("branches"."stored_space" >= 0 and "branches"."other_use" >= 0 and "branches"."reserved_space" >= 0 and "branches"."available_space" >= 0 and "branches"."capacity"::bigint = "branches"."stored_space"::bigint + "branches"."other_use" + "branches"."reserved_space" + "branches"."available_space");--> statement-breakpoint
SET CONSTRAINTS "goods_list_branch_version" DEFERRED;
