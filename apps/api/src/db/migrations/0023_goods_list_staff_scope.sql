-- The goods list cache remembers each employee's view of their branches' goods under the goods-list
-- version: a change to which branches an employee works at changes that view, so it bumps the version.
CREATE CONSTRAINT TRIGGER "goods_list_staff_branches_version" AFTER INSERT OR UPDATE OR DELETE ON "staff_branches"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_goods_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "goods_list_home_branch_version" AFTER UPDATE OF "branch_id" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."branch_id" IS DISTINCT FROM NEW."branch_id")
  EXECUTE FUNCTION "bump_goods_list_version"();
