// What the server's code asks of a database, apart from how one is opened (db.ts): the code that
// reads and writes rows (and migrate.ts, which db.ts runs when it opens one) types against this alone.
export type Row = Record<string, unknown>

export interface Queryable {
  /** One statement with $1, $2 … parameters; the rows it returns. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: all of it is stored, or (when it throws) none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** Statements without parameters, several at once (migrations). */
  exec(sql: string): Promise<void>
  close(): Promise<void>
  readonly kind: "pglite" | "postgres"
}
