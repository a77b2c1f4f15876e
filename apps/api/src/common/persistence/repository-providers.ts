import type { FactoryProvider, Provider } from '@nestjs/common';
import { ReportingStore, UnitOfWork, type SqlRunner } from '@voc/persistence';

/** A repository class: made from the runner it queries. */
export type RepositoryClass<T> = new (runner: SqlRunner) => T;

/**
 * How a handler or service gets a repository: injected by Nest, never `new`ed by the handler
 * (a rule: __tests__/injected-repositories.spec.ts). A repository over the main database is made
 * from the pool (UnitOfWork.runner); inside a transaction the handler asks the injected one for
 * the same repository over `tx` (`repository.in(tx)`, the repository's own constructor).
 */
export function mainRepository<T>(type: RepositoryClass<T>): FactoryProvider<T> {
  return { provide: type, useFactory: (uow: UnitOfWork) => new type(uow.runner), inject: [UnitOfWork] };
}

/** A repository over the reporting store (REPORTING_DATABASE_URL's database, or the main one). */
export function reportingRepository<T>(type: RepositoryClass<T>): FactoryProvider<T> {
  return { provide: type, useFactory: (store: ReportingStore) => new type(store.runner), inject: [ReportingStore] };
}

/** Several repositories over the main database (mainRepository each). */
export function mainRepositories(...types: ReadonlyArray<RepositoryClass<unknown>>): Provider[] {
  return types.map((type) => mainRepository(type));
}

/** Several repositories over the reporting store (reportingRepository each). */
export function reportingRepositories(...types: ReadonlyArray<RepositoryClass<unknown>>): Provider[] {
  return types.map((type) => reportingRepository(type));
}
