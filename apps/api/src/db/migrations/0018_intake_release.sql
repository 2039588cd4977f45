-- Intake and release (issue 36): storage locations per branch, lots linked to their agreement and
-- location, release requests, extension requests and the agreement timeline.
CREATE TABLE "agreement_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"detail" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"previous_end_date" date NOT NULL,
	"requested_end_date" date NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_extensions_status_check" CHECK ("agreement_extensions"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "agreement_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"assignment_id" integer,
	"method" varchar(20) NOT NULL,
	"release_date" date NOT NULL,
	"address" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_releases_method_check" CHECK ("agreement_releases"."method" in ('pickup', 'delivery')),
	CONSTRAINT "agreement_releases_address_check" CHECK ("agreement_releases"."method" = 'pickup' or "agreement_releases"."address" is not null)
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "agreement_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "pieces" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "condition_note" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "release_id" integer;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_agreement_id_storage_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."storage_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_extensions" ADD CONSTRAINT "agreement_extensions_agreement_id_storage_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."storage_agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_extensions" ADD CONSTRAINT "agreement_extensions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_extensions" ADD CONSTRAINT "agreement_extensions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_releases" ADD CONSTRAINT "agreement_releases_agreement_id_storage_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."storage_agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_releases" ADD CONSTRAINT "agreement_releases_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_releases" ADD CONSTRAINT "agreement_releases_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_events_agreement_idx" ON "agreement_events" USING btree ("agreement_id","id");--> statement-breakpoint
CREATE INDEX "agreement_extensions_agreement_idx" ON "agreement_extensions" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreement_releases_agreement_idx" ON "agreement_releases" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_locations_branch_code_key" ON "storage_locations" USING btree ("branch_id",lower("code"));--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_agreement_id_storage_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."storage_agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_release_id_agreement_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."agreement_releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_agreement_idx" ON "goods" USING btree ("agreement_id");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_pieces_check" CHECK ("goods"."pieces" is null or "goods"."pieces" > 0);--> statement-breakpoint
-- As every key since 0005: deferrable, so a backup restore can load the tables in any order.
ALTER TABLE "agreement_events" ALTER CONSTRAINT "agreement_events_agreement_id_storage_agreements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "agreement_events" ALTER CONSTRAINT "agreement_events_actor_id_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "agreement_extensions" ALTER CONSTRAINT "agreement_extensions_agreement_id_storage_agreements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "agreement_extensions" ALTER CONSTRAINT "agreement_extensions_requested_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "agreement_extensions" ALTER CONSTRAINT "agreement_extensions_decided_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "agreement_releases" ALTER CONSTRAINT "agreement_releases_agreement_id_storage_agreements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "agreement_releases" ALTER CONSTRAINT "agreement_releases_assignment_id_assignments_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "agreement_releases" ALTER CONSTRAINT "agreement_releases_requested_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "storage_locations" ALTER CONSTRAINT "storage_locations_branch_id_branches_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "goods" ALTER CONSTRAINT "goods_agreement_id_storage_agreements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "goods" ALTER CONSTRAINT "goods_location_id_storage_locations_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "goods" ALTER CONSTRAINT "goods_release_id_agreement_releases_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
