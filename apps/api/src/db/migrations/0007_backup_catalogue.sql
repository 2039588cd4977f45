CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'running' NOT NULL,
	"size_bytes" bigint,
	"migration" varchar(120),
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "backups_kind_check" CHECK ("backups"."kind" in ('scheduled', 'manual')),
	CONSTRAINT "backups_status_check" CHECK ("backups"."status" in ('running', 'complete', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_file_name_key" ON "backups" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "backups_created_idx" ON "backups" USING btree ("created_at");