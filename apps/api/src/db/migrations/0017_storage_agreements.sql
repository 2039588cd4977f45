-- Storage agreements (issue 36): an approved application holds space at a branch. Branches keep the
-- reserved space beside the available space; existing rows reserve nothing.
CREATE TABLE "storage_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"volume" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" varchar(20) DEFAULT 'awaiting_intake' NOT NULL,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "storage_agreements_volume_check" CHECK ("storage_agreements"."volume" > 0),
	CONSTRAINT "storage_agreements_dates_check" CHECK ("storage_agreements"."end_date" >= "storage_agreements"."start_date"),
	CONSTRAINT "storage_agreements_status_check" CHECK ("storage_agreements"."status" in ('reserved', 'awaiting_intake', 'active', 'release_requested', 'closed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "kind" varchar(20) DEFAULT 'task' NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "agreement_id" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "reserved_space" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_agreements" ADD CONSTRAINT "storage_agreements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_agreements" ADD CONSTRAINT "storage_agreements_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_agreements" ADD CONSTRAINT "storage_agreements_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_agreements" ADD CONSTRAINT "storage_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storage_agreements_application_key" ON "storage_agreements" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "storage_agreements_customer_idx" ON "storage_agreements" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "storage_agreements_branch_status_idx" ON "storage_agreements" USING btree ("branch_id","status");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_agreement_id_storage_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."storage_agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_agreement_idx" ON "assignments" USING btree ("agreement_id");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_kind_check" CHECK ("assignments"."kind" in ('task', 'intake', 'release'));--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_agreement_check" CHECK (("assignments"."kind" = 'task') = ("assignments"."agreement_id" is null));--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_reserved_check" CHECK ("branches"."reserved_space" >= 0 and "branches"."reserved_space" + "branches"."available_space" <= "branches"."capacity");--> statement-breakpoint
-- As every key since 0005: deferrable, so a backup restore can load the tables in any order.
ALTER TABLE "storage_agreements" ALTER CONSTRAINT "storage_agreements_application_id_applications_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "storage_agreements" ALTER CONSTRAINT "storage_agreements_customer_id_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "storage_agreements" ALTER CONSTRAINT "storage_agreements_branch_id_branches_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "storage_agreements" ALTER CONSTRAINT "storage_agreements_created_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "assignments" ALTER CONSTRAINT "assignments_agreement_id_storage_agreements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
