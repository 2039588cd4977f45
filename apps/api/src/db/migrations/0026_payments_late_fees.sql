ALTER TABLE "billing_payments" DROP CONSTRAINT "billing_payments_amount_check";--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "direction" varchar(10) DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "reason" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "idempotency_key" varchar(100);--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "request_hash" char(64);--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "late_fee_kind" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "late_fee_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "late_fee_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_idempotency_key" ON "billing_payments" USING btree ("recorded_by","idempotency_key") WHERE "billing_payments"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_amount_check" CHECK (("billing_payments"."direction" = 'payment' and "billing_payments"."amount" > 0) or ("billing_payments"."direction" = 'refund' and "billing_payments"."amount" < 0));--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_late_fee_kind_check" CHECK ("billing_settings"."late_fee_kind" in ('none', 'flat', 'percent'));