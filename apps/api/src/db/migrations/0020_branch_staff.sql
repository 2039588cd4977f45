CREATE TABLE "staff_branches" (
	"user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_branches_user_id_branch_id_pk" PRIMARY KEY("user_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_branches" ADD CONSTRAINT "staff_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_branches_branch_idx" ON "staff_branches" USING btree ("branch_id");--> statement-breakpoint
ALTER TABLE "staff_branches" ALTER CONSTRAINT "staff_branches_user_id_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "staff_branches" ALTER CONSTRAINT "staff_branches_branch_id_branches_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
INSERT INTO "staff_branches" ("user_id", "branch_id")
SELECT "id", "branch_id" FROM "users" WHERE "role" = 'employee' AND "branch_id" IS NOT NULL AND "deleted_at" IS NULL;
