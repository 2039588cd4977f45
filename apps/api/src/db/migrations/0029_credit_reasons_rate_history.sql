ALTER TABLE "storage_agreements" ADD COLUMN "rate_history" jsonb;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "reason_code" jsonb;--> statement-breakpoint
-- Reasons the system wrote in English before they were kept as facts (issue 46) become facts, so
-- each reader gets them in their own language. Issued statement lines are immutable and keep the
-- English words they were issued with; reasons people typed stay as typed (no reason_code).
UPDATE "billing_charges" c SET "reason_code" = jsonb_build_object(
    'kind', 'days_not_stored', 'agreement_id', (m[3])::int, 'from', m[1], 'to', m[2],
    'cause', CASE WHEN m[4] IS NULL THEN 'cancelled_before_intake' ELSE 'ended_early' END)
  || CASE WHEN m[4] IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('last_day', m[4]) END
FROM (
  SELECT "id", regexp_match("reason",
    '^Days not stored, (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2}): agreement #(\d+) (?:cancelled before intake|ended on (\d{4}-\d{2}-\d{2}))$') AS m
  FROM "billing_charges" WHERE "kind" = 'credit' AND "reason_code" IS NULL
) x WHERE x."id" = c."id" AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "billing_charges" c SET "reason_code" = jsonb_build_object(
    'kind', 'fee_returned', 'fee', lower(m[1]), 'agreement_id', (m[2])::int)
FROM (
  SELECT "id", regexp_match("reason", '^(Packing|Transportation) fee: agreement #(\d+) cancelled before intake$') AS m
  FROM "billing_charges" WHERE "kind" = 'credit' AND "reason_code" IS NULL
) x WHERE x."id" = c."id" AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "billing_charges" c SET "reason_code" = jsonb_build_object('kind', 'late_fee', 'statement', (m[1])::bigint)
FROM (
  SELECT "id", regexp_match("reason", '^Late fee: statement (\d+) overdue$') AS m
  FROM "billing_charges" WHERE "kind" = 'late_fee' AND "reason_code" IS NULL
) x WHERE x."id" = c."id" AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "billing_charges" c SET "reason_code" = jsonb_build_object('kind', 'service_fee', 'fee', c."kind", 'agreement_id', (m[1])::int)
FROM (
  SELECT "id", regexp_match("reason", '^(?:Packing service|Transportation), agreement #(\d+)$') AS m
  FROM "billing_charges" WHERE "kind" IN ('packing', 'transportation') AND "reason_code" IS NULL
) x WHERE x."id" = c."id" AND x.m IS NOT NULL;
