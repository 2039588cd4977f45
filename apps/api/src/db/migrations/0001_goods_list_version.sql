CREATE TABLE "data_versions" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('goods_list');
--> statement-breakpoint
-- Runs at commit (deferred constraint trigger), so the counter row is locked only for the commit
-- itself and after every other lock the transaction takes: no deadlock with row locks on goods.
-- It fires once per changed row; one bump per transaction is enough.
CREATE FUNCTION "bump_goods_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('stockyard.goods_list_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('stockyard.goods_list_bumped', txid_current()::text, true);
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'goods_list';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "goods_list_version" AFTER INSERT OR UPDATE OR DELETE ON "goods"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_goods_list_version"();
--> statement-breakpoint
-- The list shows each item's branch name.
CREATE CONSTRAINT TRIGGER "goods_list_branch_version" AFTER UPDATE OR DELETE ON "branches"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_goods_list_version"();
