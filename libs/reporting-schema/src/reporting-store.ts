import type { DataSource, EntityManager } from 'typeorm';

/**
 * The reporting store (REPORTING_DATABASE_URL's database, or the main one) as its readers use it:
 * the runner reporting repositories query. Handlers take this, never the DataSource.
 */
export class ReportingStore {
  constructor(private readonly reporting: DataSource) {}

  get runner(): EntityManager {
    return this.reporting.manager;
  }

  /** Whether the store answers at all (health). */
  reachable(): Promise<boolean> {
    return this.reporting.query('SELECT 1').then(
      () => true,
      () => false,
    );
  }
}
