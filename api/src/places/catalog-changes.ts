import type postgres from 'postgres';

type Db = postgres.Sql | postgres.TransactionSql;

/** Notes that an import changed the catalog (added, changed or removed places). */
export async function markCatalogChanged(sql: Db): Promise<void> {
  await sql`update catalog_state set catalog_changed_at = clock_timestamp()`;
}

/**
 * Watches for catalog changes made by another process (the import command): `check()`
 * reads when the catalog last changed and calls `onChange` when that moved since the last
 * check. The first check only learns the current value. A failed read (the database is
 * down) is passed to `warn` and changes nothing.
 */
export function watchCatalogChanges(
  sql: Db,
  options: { onChange: () => Promise<void> | void; warn: (error: unknown) => void },
): { check: () => Promise<boolean> } {
  let known: string | null | undefined;
  return {
    async check() {
      try {
        const [row] = await sql<{ changed: string | null }[]>`
          select catalog_changed_at::text as changed from catalog_state`;
        const changed = row?.changed ?? null;
        const moved = known !== undefined && changed !== known;
        known = changed;
        if (moved) await options.onChange();
        return moved;
      } catch (error) {
        options.warn(error);
        return false;
      }
    },
  };
}
