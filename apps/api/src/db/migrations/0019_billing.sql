-- Storage charges and statements (issue 38): rates, the agreed price on agreements, charges,
-- payments, immutable statements numbered from a gap-free counter.
CREATE TABLE "billing_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"agreement_id" integer,
	"kind" varchar(20) NOT NULL,
	"amount" bigint NOT NULL,
	"reason" varchar(300) NOT NULL,
	"charge_date" date NOT NULL,
	"statement_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_charges_kind_check" CHECK ("billing_charges"."kind" in ('packing', 'transportation', 'charge', 'late_fee', 'credit')),
	CONSTRAINT "billing_charges_sign_check" CHECK (("billing_charges"."kind" = 'credit' and "billing_charges"."amount" < 0) or ("billing_charges"."kind" <> 'credit' and "billing_charges"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "billing_counters" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" varchar(20) NOT NULL,
	"reference" varchar(120) DEFAULT '' NOT NULL,
	"statement_id" integer,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_payments_amount_check" CHECK ("billing_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_reminders" (
	"statement_id" integer NOT NULL,
	"kind" varchar(20) DEFAULT 'overdue' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_reminders_statement_id_kind_pk" PRIMARY KEY("statement_id","kind")
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"payment_terms_days" integer DEFAULT 14 NOT NULL,
	"grace_days" integer DEFAULT 7 NOT NULL,
	"insurance_basis_points" integer DEFAULT 5 NOT NULL,
	"packing_fee" bigint DEFAULT 15000 NOT NULL,
	"transportation_fee" bigint DEFAULT 10000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "billing_settings_single_row" CHECK ("billing_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "billing_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"description" varchar(300) NOT NULL,
	"amount" bigint NOT NULL,
	"agreement_id" integer
);
--> statement-breakpoint
CREATE TABLE "billing_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"period" char(7) NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" char(3) NOT NULL,
	"previous_balance" bigint NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"charges" bigint NOT NULL,
	"payments" bigint NOT NULL,
	"new_balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer,
	"storage_type" varchar(30) NOT NULL,
	"unit_rate" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_rates_rate_check" CHECK ("storage_rates"."unit_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "storage_agreements" ADD COLUMN "storage_type" varchar(30);--> statement-breakpoint
ALTER TABLE "storage_agreements" ADD COLUMN "unit_rate" bigint;--> statement-breakpoint
ALTER TABLE "storage_agreements" ADD COLUMN "monthly_rent" bigint;--> statement-breakpoint
ALTER TABLE "storage_agreements" ADD COLUMN "monthly_insurance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_agreement_id_storage_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."storage_agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_statement_id_billing_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."billing_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_statement_id_billing_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."billing_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_statement_id_billing_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."billing_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statement_lines" ADD CONSTRAINT "billing_statement_lines_statement_id_billing_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."billing_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statement_lines" ADD CONSTRAINT "billing_statement_lines_agreement_id_storage_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."storage_agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_rates" ADD CONSTRAINT "storage_rates_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_rates" ADD CONSTRAINT "storage_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_charges_open_idx" ON "billing_charges" USING btree ("customer_id","statement_id");--> statement-breakpoint
CREATE INDEX "billing_payments_open_idx" ON "billing_payments" USING btree ("customer_id","statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statement_lines_position_key" ON "billing_statement_lines" USING btree ("statement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_number_key" ON "billing_statements" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_customer_period_key" ON "billing_statements" USING btree ("customer_id","period");--> statement-breakpoint
CREATE INDEX "billing_statements_period_idx" ON "billing_statements" USING btree ("period");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_rates_key" ON "storage_rates" USING btree (coalesce("branch_id", 0),"storage_type","effective_from");--> statement-breakpoint
-- As every key since 0005: deferrable, so a backup restore can load the tables in any order.
ALTER TABLE "billing_accounts" ALTER CONSTRAINT "billing_accounts_customer_id_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_charges" ALTER CONSTRAINT "billing_charges_customer_id_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_charges" ALTER CONSTRAINT "billing_charges_agreement_id_storage_agreements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_charges" ALTER CONSTRAINT "billing_charges_statement_id_billing_statements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_charges" ALTER CONSTRAINT "billing_charges_created_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_payments" ALTER CONSTRAINT "billing_payments_customer_id_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_payments" ALTER CONSTRAINT "billing_payments_statement_id_billing_statements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_payments" ALTER CONSTRAINT "billing_payments_recorded_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_reminders" ALTER CONSTRAINT "billing_reminders_statement_id_billing_statements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_statement_lines" ALTER CONSTRAINT "billing_statement_lines_statement_id_billing_statements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_statement_lines" ALTER CONSTRAINT "billing_statement_lines_agreement_id_storage_agreements_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "billing_statements" ALTER CONSTRAINT "billing_statements_customer_id_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "storage_rates" ALTER CONSTRAINT "storage_rates_branch_id_branches_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "storage_rates" ALTER CONSTRAINT "storage_rates_created_by_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
-- The site terms and the default rate of each storage type (minor units per unit of space a month).
INSERT INTO "billing_settings" ("id") VALUES (1);--> statement-breakpoint
INSERT INTO "billing_counters" ("name", "value") VALUES ('statement', 0);--> statement-breakpoint
INSERT INTO "storage_rates" ("branch_id", "storage_type", "unit_rate", "effective_from") VALUES (NULL, 'standard', 100, '2000-01-01'), (NULL, 'climate-controlled', 150, '2000-01-01'), (NULL, 'outdoor', 60, '2000-01-01'), (NULL, 'secure', 180, '2000-01-01'), (NULL, 'refrigerated', 220, '2000-01-01');
