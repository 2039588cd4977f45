CREATE TABLE "sign_in_throttles" (
	"name" varchar(150) NOT NULL,
	"scope" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocks" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_throttles_name_scope_pk" PRIMARY KEY("name","scope")
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttles_updated_idx" ON "sign_in_throttles" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_attempts";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";