CREATE TABLE "stock_count_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"good_id" integer,
	"sku" varchar(80),
	"item_name" varchar(200) NOT NULL,
	"category" varchar(60) NOT NULL,
	"location" varchar(120),
	"counted_quantity" integer,
	"system_quantity" integer,
	"unit_price" numeric(12, 2),
	"counted_by" integer,
	"counted_at" timestamp with time zone,
	"recount" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_count_lines_counted_check" CHECK ("stock_count_lines"."counted_quantity" is null or "stock_count_lines"."counted_quantity" >= 0),
	CONSTRAINT "stock_count_lines_system_check" CHECK (("stock_count_lines"."counted_quantity" is null) = ("stock_count_lines"."system_quantity" is null))
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"scope" varchar(20) NOT NULL,
	"scope_value" varchar(120),
	"blind" boolean DEFAULT true NOT NULL,
	"status" varchar(20) DEFAULT 'counting' NOT NULL,
	"note" text,
	"created_by" integer,
	"submitted_at" timestamp with time zone,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_counts_status_check" CHECK ("stock_counts"."status" in ('counting', 'review', 'accepted', 'cancelled')),
	CONSTRAINT "stock_counts_scope_check" CHECK ("stock_counts"."scope" in ('all', 'category', 'location')),
	CONSTRAINT "stock_counts_scope_value_check" CHECK ("stock_counts"."scope" = 'all' or "stock_counts"."scope_value" is not null)
);
--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_count_lines_count_idx" ON "stock_count_lines" USING btree ("count_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_good_key" ON "stock_count_lines" USING btree ("count_id","good_id");--> statement-breakpoint
CREATE INDEX "stock_counts_branch_idx" ON "stock_counts" USING btree ("branch_id","status");--> statement-breakpoint
ALTER TABLE "stock_count_lines" ALTER CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "stock_count_lines" ALTER CONSTRAINT "stock_count_lines_good_id_goods_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "stock_count_lines" ALTER CONSTRAINT "stock_count_lines_counted_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "stock_counts" ALTER CONSTRAINT "stock_counts_branch_id_branches_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "stock_counts" ALTER CONSTRAINT "stock_counts_created_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "stock_counts" ALTER CONSTRAINT "stock_counts_closed_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
