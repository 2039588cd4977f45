ALTER TABLE "assignments" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD COLUMN "facts" jsonb;--> statement-breakpoint
-- Issue 48 item 5: what the system wrote as English sentences becomes facts the reader's language
-- words. Sentences recognised below are converted; anything else stays in detail and is shown as is.
UPDATE "agreement_events" e SET "facts" = jsonb_build_object('lot', r.m[1], 'pieces', r.m[2]::int, 'place', r.m[3]), "detail" = NULL
FROM (SELECT id, regexp_match("detail", '^(.*) \((\d+)\) at (.+)$') AS m FROM "agreement_events" WHERE "kind" = 'lot_received') r
WHERE e.id = r.id AND r.m IS NOT NULL;--> statement-breakpoint
UPDATE "agreement_events" e SET "facts" = jsonb_build_object('branch', r.m[1], 'start', r.m[2], 'end', r.m[3]), "detail" = NULL
FROM (SELECT id, regexp_match("detail", '^(.*), (\d{4}-\d{2}-\d{2}) – (\d{4}-\d{2}-\d{2})$') AS m FROM "agreement_events" WHERE "kind" = 'approved') r
WHERE e.id = r.id AND r.m IS NOT NULL;--> statement-breakpoint
UPDATE "agreement_events" e SET "facts" = jsonb_build_object('method', lower(r.m[1]), 'date', r.m[2], 'lots', r.m[3]), "detail" = NULL
FROM (SELECT id, regexp_match("detail", '^(Pickup|Delivery) on (\d{4}-\d{2}-\d{2}): (.*)$') AS m FROM "agreement_events" WHERE "kind" = 'release_requested') r
WHERE e.id = r.id AND r.m IS NOT NULL;--> statement-breakpoint
UPDATE "agreement_events" e SET "facts" = jsonb_build_object('from', r.m[1], 'to', r.m[2]), "detail" = NULL
FROM (SELECT id, regexp_match("detail", '^(\d{4}-\d{2}-\d{2}) → (\d{4}-\d{2}-\d{2})$') AS m FROM "agreement_events" WHERE "kind" = 'extension_requested') r
WHERE e.id = r.id AND r.m IS NOT NULL;--> statement-breakpoint
UPDATE "agreement_events" SET "facts" = jsonb_build_object('date', "detail"), "detail" = NULL
WHERE "kind" IN ('extension_accepted', 'extension_declined') AND "detail" ~ '^\d{4}-\d{2}-\d{2}$';--> statement-breakpoint
UPDATE "agreement_events" SET "facts" = jsonb_build_object('count', "detail"::int), "detail" = NULL
WHERE "kind" = 'intake_completed' AND "detail" ~ '^\d{1,9}$';--> statement-breakpoint
UPDATE "agreement_events" SET "facts" = jsonb_build_object('lot', "detail"), "detail" = NULL
WHERE "kind" IN ('lot_in_transit', 'lot_delivered') AND "detail" IS NOT NULL;--> statement-breakpoint
UPDATE "assignments" a SET "facts" = jsonb_build_object(
  'kind', 'intake', 'application_id', t.m[1]::int, 'customer', d.m[1], 'item_type', d.m[2], 'volume', d.m[3]::numeric, 'end_date', d.m[4])
FROM (SELECT id, regexp_match("task", '^Intake for storage application #(\d+)$') AS m FROM "assignments" WHERE "kind" = 'intake') t,
  (SELECT id, regexp_match("description", '^Receive the goods of (.*) \((.*)\): ([0-9]+(?:\.[0-9]+)?) units reserved until (\d{4}-\d{2}-\d{2})\.$') AS m FROM "assignments" WHERE "kind" = 'intake') d
WHERE a.id = t.id AND a.id = d.id AND t.m IS NOT NULL AND d.m IS NOT NULL;--> statement-breakpoint
UPDATE "assignments" a SET "facts" = jsonb_build_object(
  'kind', 'release', 'agreement_id', t.m[1]::int, 'method', 'pickup', 'date', d.m[1], 'address', NULL, 'lots', d.m[2])
FROM (SELECT id, regexp_match("task", '^Release for storage agreement #(\d+)$') AS m FROM "assignments" WHERE "kind" = 'release') t,
  (SELECT id, regexp_match("description", '^Hand over at the branch on (\d{4}-\d{2}-\d{2}): (.*)\.$') AS m FROM "assignments" WHERE "kind" = 'release') d
WHERE a.id = t.id AND a.id = d.id AND t.m IS NOT NULL AND d.m IS NOT NULL;--> statement-breakpoint
UPDATE "assignments" a SET "facts" = jsonb_build_object(
  'kind', 'release', 'agreement_id', t.m[1]::int, 'method', 'delivery', 'date', d.m[1], 'address', d.m[2], 'lots', d.m[3])
FROM (SELECT id, regexp_match("task", '^Release for storage agreement #(\d+)$') AS m FROM "assignments" WHERE "kind" = 'release') t,
  (SELECT id, regexp_match("description", '^Deliver on (\d{4}-\d{2}-\d{2}) to (.*): (.*)\.$') AS m FROM "assignments" WHERE "kind" = 'release') d
WHERE a.id = t.id AND a.id = d.id AND t.m IS NOT NULL AND d.m IS NOT NULL;--> statement-breakpoint
-- Issue 48: the five database connection settings could never act (the server connects with
-- DATABASE_URL before it reads a setting) and are removed from the stored settings.
UPDATE "settings" SET "value" = "value" - 'db_host' - 'db_port' - 'db_name' - 'db_max_connections' - 'db_connection_timeout_seconds'
WHERE "key" = 'system';
