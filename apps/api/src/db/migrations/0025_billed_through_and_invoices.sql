CREATE TABLE "billing_runs" (
	"period" char(7) PRIMARY KEY NOT NULL,
	"issued" integer NOT NULL,
	"skipped" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_statement_lines" DROP CONSTRAINT "billing_statement_lines_statement_id_billing_statements_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_settings" ALTER COLUMN "tax_basis_points" SET DATA TYPE numeric(7, 2);--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "rent_timing" varchar(10) DEFAULT 'arrears' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "tax_inclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "seller_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "seller_address" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "seller_tax_id" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "payment_instructions" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_statement_lines" ADD COLUMN "tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD COLUMN "parties" jsonb;--> statement-breakpoint
ALTER TABLE "storage_agreements" ADD COLUMN "billed_through" date;--> statement-breakpoint
ALTER TABLE "billing_statement_lines" ADD CONSTRAINT "billing_statement_lines_statement_id_billing_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."billing_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_rent_timing_check" CHECK ("billing_settings"."rent_timing" in ('advance', 'arrears'));--> statement-breakpoint
-- As every key since 0005: deferrable, so a backup restore can load the tables in any order.
ALTER TABLE "billing_statement_lines" ALTER CONSTRAINT "billing_statement_lines_statement_id_billing_statements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
-- Agreements billed before this release are billed through the last day their latest rent or
-- insurance line covered: the end of that statement's month, or the agreement's end if earlier.
UPDATE "storage_agreements" a SET "billed_through" = least(a."end_date", billed."through")
FROM (
  SELECT l."agreement_id", max((to_date(s."period", 'YYYY-MM') + interval '1 month' - interval '1 day')::date) AS "through"
  FROM "billing_statement_lines" l JOIN "billing_statements" s ON s."id" = l."statement_id"
  WHERE l."kind" IN ('rent', 'insurance') AND l."agreement_id" IS NOT NULL
  GROUP BY l."agreement_id"
) billed
WHERE billed."agreement_id" = a."id";--> statement-breakpoint
-- The periods already issued count as run, so the catch-up starts after the latest of them.
INSERT INTO "billing_runs" ("period", "issued", "skipped")
SELECT "period", count(*), 0 FROM "billing_statements" GROUP BY "period";--> statement-breakpoint
-- An issued statement is an invoice: it and its lines never change and are never deleted (issue 46).
-- Corrections are credit lines on the next statement. TRUNCATE (a backup restore) is not a row change.
CREATE FUNCTION "refuse_issued_statement_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued statements are immutable: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_statements_immutable" BEFORE UPDATE OR DELETE ON "billing_statements"
  FOR EACH ROW EXECUTE FUNCTION "refuse_issued_statement_change"();--> statement-breakpoint
CREATE TRIGGER "billing_statement_lines_immutable" BEFORE UPDATE OR DELETE ON "billing_statement_lines"
  FOR EACH ROW EXECUTE FUNCTION "refuse_issued_statement_change"();
