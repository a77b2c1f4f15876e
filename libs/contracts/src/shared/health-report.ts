import type { ProjectionFreshness } from '../reports/kpi-report.query.dto';

/** GET /api/health's answer: the state of everything the product needs. */
export interface HealthReport {
  database: 'up' | 'down';
  redis: 'up' | 'down';
  /** The reporting store (REPORTING_DATABASE_URL's database, or the main one). */
  reporting: 'up' | 'down';
  /** The freshest worker heartbeat; a worker beats every few seconds. */
  worker: { lastBeatAt: string | null; ageSeconds: number | null };
  /** How far the projections are behind the ticket log (lag, pending events): the furthest behind of its feeds; null when unknown. */
  projections: ProjectionFreshness | null;
  /** Each projection feed's freshness (its checkpoint against its log), by the feed's name (its checkpoint's, as @voc/projections' registry declares it); null when unknown. */
  by_projection: Record<string, ProjectionFreshness> | null;
}
