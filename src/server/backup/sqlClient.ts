/**
 * The one thing the backup code asks of a database: run a statement, get rows. Both engines answer
 * through it (a node-postgres client for PostgreSQL, PGlite's own query for the embedded database),
 * so counting, checksums and the table copy are written once.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface SqlClient {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export function pgliteClient(pglite: PGlite): SqlClient {
  return { query: async <Row>(text: string, params: readonly unknown[] = []) => (await pglite.query<Row>(text, [...params])).rows };
}

export function pgClient(client: pg.ClientBase): SqlClient {
  return {
    query: async <Row>(text: string, params: readonly unknown[] = []) => (await client.query(text, [...params])).rows as Row[],
  };
}

/** A name as an SQL identifier (our tables' names are plain, but quoting costs nothing). */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
