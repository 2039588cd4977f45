CREATE TABLE "alert_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"subject_id" integer NOT NULL,
	"subject" varchar(300) NOT NULL,
	"detail" varchar(100) NOT NULL,
	"digest_pending" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_alerts" ADD CONSTRAINT "branch_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_alerts" ADD CONSTRAINT "branch_alerts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_key" ON "alert_subscriptions" USING btree ("user_id","branch_id","kind");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_branch_idx" ON "alert_subscriptions" USING btree ("branch_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "branch_alerts_open_key" ON "branch_alerts" USING btree ("user_id","branch_id","kind","subject_id") WHERE "branch_alerts"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "branch_alerts_digest_idx" ON "branch_alerts" USING btree ("user_id") WHERE "branch_alerts"."digest_pending";
