import postgres from 'postgres';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;

export function createSql(url: string, options: { max?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    // Notices (e.g. "relation already exists, skipping") are not errors.
    onnotice: () => undefined,
    connection: { application_name: 'pizza-atlas' },
  });
}
