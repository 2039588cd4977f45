-- Customers' stored lots (goods with an owner) are not warehouse stock: no low-stock threshold
-- applies to them, and from now on the database keeps it that way.
UPDATE "goods" SET "low_stock_threshold" = 0, "version" = "version" + 1
WHERE "owner_id" IS NOT NULL AND "low_stock_threshold" <> 0;
--> statement-breakpoint
-- One category list (packages/domain/src/goods/categories.ts, GOOD_CATEGORIES and
-- LEGACY_CATEGORY_NAMES): every listed name in any case or spacing, and every legacy name, is
-- rewritten with the list's spelling. Names that are neither stay as they are (the filters offer
-- them beside the list) until someone edits the item.
UPDATE "goods" AS g SET "category" = m."category", "version" = g."version" + 1
FROM (VALUES
  ('appliances', 'Appliances'),
  ('artwork', 'Artwork'),
  ('automotive', 'Automotive'),
  ('beauty', 'Beauty'),
  ('books', 'Books'),
  ('clothing', 'Clothing'),
  ('documents', 'Documents'),
  ('electronics', 'Electronics'),
  ('food & beverages', 'Food & Beverages'),
  ('furniture', 'Furniture'),
  ('home & garden', 'Home & Garden'),
  ('sports', 'Sports'),
  ('tools', 'Tools'),
  ('toys', 'Toys'),
  ('other', 'Other'),
  ('sports equipment', 'Sports'),
  ('food and beverages', 'Food & Beverages'),
  ('home and garden', 'Home & Garden')
) AS m("name", "category")
WHERE lower(regexp_replace(btrim(g."category"), '[[:space:]]+', ' ', 'g')) = m."name"
  AND g."category" <> m."category";
--> statement-breakpoint
-- The updates above queued the goods-list counter's deferred trigger, and PostgreSQL refuses to
-- ALTER a table with pending trigger events in the same transaction: fire them now, then restore.
SET CONSTRAINTS "goods_list_version" IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_customer_lot_threshold_check" CHECK ("goods"."owner_id" is null or "goods"."low_stock_threshold" = 0);
--> statement-breakpoint
SET CONSTRAINTS "goods_list_version" DEFERRED;
--> statement-breakpoint
-- The goods list shows a customer lot's owner by name, so renaming a user changes the list too.
CREATE CONSTRAINT TRIGGER "goods_list_owner_version" AFTER UPDATE OF "first_name", "last_name" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "bump_goods_list_version"();
