import { Controller, Get, HttpStatus, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { ProjectionFreshness, ResultBody, SuccessEnvelope } from '@voc/contracts';
import { InjectReportingDataSource } from '@voc/persistence';
import { Public } from '../auth/decorators/public.decorator';
import { ApiError } from '../common/errors/api-error';
import { REDIS } from '../redis/redis.module';
import { projectionFreshness } from '../reports/services/projection-freshness';

export interface HealthReport {
  database: 'up' | 'down';
  redis: 'up' | 'down';
  /** The reporting store (REPORTING_DATABASE_URL's database, or the main one). */
  reporting: 'up' | 'down';
  /** The freshest worker heartbeat; a worker beats every few seconds. */
  worker: { lastBeatAt: string | null; ageSeconds: number | null };
  /** How far the projections are behind the ticket log (lag, pending events); null when unknown. */
  projections: ProjectionFreshness | null;
}

/**
 * GET /api/health, public, for load balancers and monitoring: 503 when the main database or Redis
 * is down (nothing works without them); a reporting store that is down only degrades reports, so
 * it is reported, not failed on.
 */
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectReportingDataSource() private readonly reporting: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Public()
  @Get()
  async health(): Promise<SuccessEnvelope<ResultBody<HealthReport>>> {
    const [beat, redis, projections] = await Promise.all([
      this.db
        .query<Array<{ beat_at: Date | null }>>('SELECT max(beat_at) AS beat_at FROM worker_heartbeats')
        .then((rows) => ({ ok: true as const, at: rows[0]?.beat_at ?? null }))
        .catch(() => ({ ok: false as const, at: null })),
      this.redis.ping().then(() => 'up' as const, () => 'down' as const),
      projectionFreshness(this.db, this.reporting).catch(() => null),
    ]);
    const report: HealthReport = {
      database: beat.ok ? 'up' : 'down',
      redis,
      reporting: projections || (await this.reachable(this.reporting)) ? 'up' : 'down',
      worker: {
        lastBeatAt: beat.at ? beat.at.toISOString() : null,
        ageSeconds: beat.at ? Math.round((Date.now() - beat.at.getTime()) / 1000) : null,
      },
      projections,
    };
    if (report.database === 'down' || report.redis === 'down') {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'ServiceUnavailable', `database ${report.database}, redis ${report.redis}`);
    }
    return { success: { result: report } };
  }

  private reachable(db: DataSource): Promise<boolean> {
    return db.query('SELECT 1').then(() => true, () => false);
  }
}
