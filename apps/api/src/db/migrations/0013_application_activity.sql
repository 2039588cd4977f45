-- Storage applications' activity entries had the 'goods' category; they get their own.
UPDATE "activities" SET "category" = 'application' WHERE "action" LIKE 'application\_%' AND "category" = 'goods';
