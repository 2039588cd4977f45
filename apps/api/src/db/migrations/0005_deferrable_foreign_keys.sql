-- Branches name a manager (a user) and users belong to a branch: a cycle no insert order can satisfy.
-- Deferrable (still checked at once unless a transaction asks otherwise) lets a backup restore load
-- both tables and have the keys checked at commit, without superuser rights.
DO $$
DECLARE constraint_row record;
BEGIN
  FOR constraint_row IN
    SELECT c.conname, c.conrelid::regclass AS table_name
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace AND n.nspname = 'public'
    WHERE c.contype = 'f' AND NOT c.condeferrable
  LOOP
    EXECUTE format('ALTER TABLE %s ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE',
                   constraint_row.table_name, constraint_row.conname);
  END LOOP;
END $$;
