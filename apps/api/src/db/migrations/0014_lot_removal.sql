DROP INDEX "stock_movements_good_idx";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "removed_by" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "removal_reason" text;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_good_id_idx" ON "stock_movements" USING btree ("good_id","id");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_removal_reason_check" CHECK ("goods"."removed_at" is null or "goods"."removal_reason" is not null);