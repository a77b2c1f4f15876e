import { Inject, type FactoryProvider, type Provider, type ValueProvider } from '@nestjs/common';
import { ReportingStore } from '@voc/reporting-schema';
import { UnitOfWork, type SqlRunner } from '@voc/sql';

/** A repository class: made from the runner it queries. */
export type RepositoryClass<T> = new (runner: SqlRunner) => T;

/*
 * How a handler or service gets a repository: injected by Nest, never `new`ed by the handler (a
 * rule: __tests__/injected-repositories.spec.ts).
 * - Over the pool (reads, one-statement writes): the repository itself, injected (mainRepository,
 *   reportingRepository).
 * - Inside a transaction (UnitOfWork.run(tx => ...)): the repository's factory, injected
 *   (repositoryFactory, @InjectRepositoryFactory), asked for the repository over that `tx`:
 *   `this.users.for(tx)`.
 */

/** A repository over the main database's pool (UnitOfWork.runner). */
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

/** Makes a repository over the transaction it is given (a unit of work's `tx`). */
export class RepositoryFactory<T> {
  constructor(private readonly type: RepositoryClass<T>) {}

  for(tx: SqlRunner): T {
    return new this.type(tx);
  }
}

const factoryTokens = new WeakMap<RepositoryClass<unknown>, symbol>();

/** The injection token of a repository's factory (one a repository class). */
export function repositoryFactoryToken(type: RepositoryClass<unknown>): symbol {
  let token = factoryTokens.get(type);
  if (!token) {
    token = Symbol(`${type.name}Factory`);
    factoryTokens.set(type, token);
  }
  return token;
}

/** The providers of these repositories' factories (a module lists them; handlers take them with @InjectRepositoryFactory). */
export function repositoryFactories(...types: ReadonlyArray<RepositoryClass<unknown>>): Array<ValueProvider<RepositoryFactory<unknown>>> {
  return types.map((type) => ({ provide: repositoryFactoryToken(type), useValue: new RepositoryFactory(type) }));
}

/** Injects a repository's factory: `@InjectRepositoryFactory(UsersRepository) private readonly users: RepositoryFactory<UsersRepository>`. */
export function InjectRepositoryFactory(type: RepositoryClass<unknown>): ParameterDecorator {
  return Inject(repositoryFactoryToken(type));
}
