CREATE TABLE "push_deliveries" (
	"message_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_message_id_subscription_id_pk" PRIMARY KEY("message_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" varchar(100) NOT NULL,
	"auth" varchar(50) NOT NULL,
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_message_id_outbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_deliveries_subscription_idx" ON "push_deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
-- Deferrable like every other foreign key (0005), so a backup restore can load tables in any order.
ALTER TABLE "push_deliveries" ALTER CONSTRAINT "push_deliveries_message_id_outbox_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "push_deliveries" ALTER CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER CONSTRAINT "push_subscriptions_user_id_users_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
-- The SMS settings now describe a Twilio-compatible gateway (URL, account SID, auth token, sender)
-- and push needs no server key (VAPID keys): the provider choice and the two keys that nothing ever
-- used leave the stored settings, secrets included.
UPDATE "settings" SET "value" = "value" - 'sms_provider' - 'sms_api_key' - 'push_server_key'
WHERE "key" = 'system' AND jsonb_typeof("value") = 'object';
