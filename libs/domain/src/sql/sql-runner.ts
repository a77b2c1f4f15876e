/**
 * What SQL runs on, by its one name everywhere: the main database's pool or a transaction (a TypeORM
 * EntityManager, which has exactly this `query`), in the api, the worker, libs/events, libs/ticketing
 * and libs/sql. Declared here, the one library all of them may depend on, without TypeORM;
 * @voc/sql re-exports it. Code that needs more than `query` (a transaction of its own) takes
 * an EntityManager.
 */
export interface SqlRunner {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeORM's own default: a query not given its row type answers any
  query<T = any>(query: string, parameters?: unknown[]): Promise<T>;
}
