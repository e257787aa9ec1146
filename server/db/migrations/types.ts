// The shape of one schema migration: applied once, in id order, recorded in schema_migrations.
export interface Migration {
  id: number;
  name: string;
  sql: string;
}
