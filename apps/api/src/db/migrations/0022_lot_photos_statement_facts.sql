CREATE TABLE "lot_photos" (
	"good_id" integer PRIMARY KEY NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_statement_lines" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "lot_photos" ADD CONSTRAINT "lot_photos_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_photos" ALTER CONSTRAINT "lot_photos_good_id_goods_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
