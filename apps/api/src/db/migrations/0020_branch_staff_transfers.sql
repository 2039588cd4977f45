CREATE TABLE "staff_branches" (
	"user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_branches_user_id_branch_id_pk" PRIMARY KEY("user_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_branch_id" integer NOT NULL,
	"to_branch_id" integer NOT NULL,
	"source_good_id" integer,
	"destination_good_id" integer,
	"sku" varchar(80) NOT NULL,
	"item_name" varchar(200) NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer,
	"shortfall_reason" text,
	"note" text,
	"status" varchar(20) DEFAULT 'in_transit' NOT NULL,
	"created_by" integer,
	"received_by" integer,
	"cancelled_by" integer,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_transfers_quantity_check" CHECK ("stock_transfers"."quantity" > 0),
	CONSTRAINT "stock_transfers_branches_check" CHECK ("stock_transfers"."from_branch_id" <> "stock_transfers"."to_branch_id"),
	CONSTRAINT "stock_transfers_status_check" CHECK ("stock_transfers"."status" in ('in_transit', 'received', 'cancelled')),
	CONSTRAINT "stock_transfers_received_check" CHECK ("stock_transfers"."received_quantity" is null or ("stock_transfers"."received_quantity" >= 0 and "stock_transfers"."received_quantity" <= "stock_transfers"."quantity")),
	CONSTRAINT "stock_transfers_shortfall_check" CHECK ("stock_transfers"."received_quantity" is null or "stock_transfers"."received_quantity" = "stock_transfers"."quantity" or "stock_transfers"."shortfall_reason" is not null)
);
--> statement-breakpoint
DROP INDEX "goods_sku_lower_key";--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_branch_id_branches_id_fk" FOREIGN KEY ("from_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_branch_id_branches_id_fk" FOREIGN KEY ("to_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_source_good_id_goods_id_fk" FOREIGN KEY ("source_good_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_destination_good_id_goods_id_fk" FOREIGN KEY ("destination_good_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_branches_branch_idx" ON "staff_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "stock_transfers_from_idx" ON "stock_transfers" USING btree ("from_branch_id","status");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_idx" ON "stock_transfers" USING btree ("to_branch_id","status");--> statement-breakpoint
CREATE INDEX "stock_transfers_source_idx" ON "stock_transfers" USING btree ("source_good_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_branch_sku_lower_key" ON "goods" USING btree ("branch_id",lower("sku"));--> statement-breakpoint
ALTER TABLE "staff_branches" ALTER CONSTRAINT "staff_branches_user_id_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "staff_branches" ALTER CONSTRAINT "staff_branches_branch_id_branches_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "stock_transfers" ALTER CONSTRAINT "stock_transfers_from_branch_id_branches_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "stock_transfers" ALTER CONSTRAINT "stock_transfers_to_branch_id_branches_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "stock_transfers" ALTER CONSTRAINT "stock_transfers_source_good_id_goods_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "stock_transfers" ALTER CONSTRAINT "stock_transfers_destination_good_id_goods_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "stock_transfers" ALTER CONSTRAINT "stock_transfers_created_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "stock_transfers" ALTER CONSTRAINT "stock_transfers_received_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "stock_transfers" ALTER CONSTRAINT "stock_transfers_cancelled_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
INSERT INTO "staff_branches" ("user_id", "branch_id")
SELECT "id", "branch_id" FROM "users" WHERE "role" = 'employee' AND "branch_id" IS NOT NULL AND "deleted_at" IS NULL;
