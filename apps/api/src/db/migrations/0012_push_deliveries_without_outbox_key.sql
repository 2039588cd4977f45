-- The delivery job holds the outbox row FOR UPDATE while the push sender records a delivery; the
-- foreign key's check (FOR KEY SHARE on that row) would wait on it for ever.
ALTER TABLE "push_deliveries" DROP CONSTRAINT "push_deliveries_message_id_outbox_id_fk";
