CREATE TABLE "sent_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"subject_id" integer NOT NULL,
	"occasion" varchar(40) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "storage_end_date" date;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_key" ON "sent_reminders" USING btree ("kind","subject_id","occasion");--> statement-breakpoint
CREATE INDEX "sent_reminders_sent_idx" ON "sent_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "goods_storage_end_idx" ON "goods" USING btree ("storage_end_date") WHERE "goods"."owner_id" is not null;