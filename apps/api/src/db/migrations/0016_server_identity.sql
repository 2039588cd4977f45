CREATE TABLE "server_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret_fingerprint" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_identity_single_row" CHECK ("server_identity"."id" = 1)
);
