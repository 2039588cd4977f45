-- Uploaded documents and avatars are already compressed (PDF, JPEG, PNG, ZIP): EXTERNAL storage keeps
-- them out of line without trying TOAST compression, so a 10 MB document is written at disk speed.
ALTER TABLE "application_documents" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "user_avatars" ALTER COLUMN "data" SET STORAGE EXTERNAL;
