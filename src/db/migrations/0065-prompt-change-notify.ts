import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Issue 29: on PostgreSQL, every change to a `prompts` row (insert, update, delete) sends
 * `pg_notify('promptkeep_prompts', <workspace id>)` in the writing transaction, so it is delivered
 * only on commit, whichever code path wrote it. Every change to a prompt, its versions or its labels
 * bumps the prompt's `revision` in its transaction (the kernel's lockParent), so this one trigger
 * covers every write a delivery read depends on; each instance LISTENs (src/db/pg-change-stamp.ts)
 * and knows the prompts' revisions current without a query until a notification for the workspace
 * arrives. PostgreSQL folds identical notifications of one transaction into one. SQLite: nothing
 * (one database file; its change stamp is `total_changes()` and `data_version`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function prompts_changed_notify() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('promptkeep_prompts', old.workspace_id);
      else
        perform pg_notify('promptkeep_prompts', new.workspace_id);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger prompts_changed_notify after insert or update or delete on prompts
    for each row execute function prompts_changed_notify()`.execute(db);
}
