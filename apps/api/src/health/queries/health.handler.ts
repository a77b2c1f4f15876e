import { HttpStatus, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RedisClient } from '@voc/queues';
import { ReportingStore } from '@voc/reporting-schema';
import { UnitOfWork } from '@voc/sql';
import { ApiError } from '../../common/errors/api-error';
import { REDIS } from '../../redis/redis.module';
import { PROJECTION_FEEDS } from '@voc/projections';
import type { ProjectionFreshness } from '@voc/contracts';
import { projectionFreshness, worstOf } from '../../reports/services/projection-freshness';
import { WorkerHeartbeatsRepository } from '../repositories/worker-heartbeats.repository';
import type { HealthReport } from '@voc/contracts';
import { HealthQuery } from './health.query';

/**
 * GET /api/health, public, for load balancers and monitoring: 503 when the main database or Redis
 * is down (nothing works without them); a reporting store that is down only degrades reports, so
 * it is reported, not failed on.
 */
@QueryHandler(HealthQuery)
export class HealthHandler implements IQueryHandler<HealthQuery, HealthReport> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly workerHeartbeats: WorkerHeartbeatsRepository,
  ) {}

  async execute(): Promise<HealthReport> {
    const [beat, redis, projections] = await Promise.all([
      this.workerHeartbeats
        .latestBeat()
        .then((at) => ({ ok: true as const, at }))
        .catch(() => ({ ok: false as const, at: null })),
      this.redis.ping().then(() => 'up' as const, () => 'down' as const),
      this.feedFreshness().catch(() => null),
    ]);
    const report: HealthReport = {
      database: beat.ok ? 'up' : 'down',
      redis,
      reporting: projections || (await this.reporting.reachable()) ? 'up' : 'down',
      worker: {
        lastBeatAt: beat.at ? beat.at.toISOString() : null,
        ageSeconds: beat.at ? Math.round((Date.now() - beat.at.getTime()) / 1000) : null,
      },
      // The ticket log's projections (tickets, VOC, voice) run as jobs of their own: the worst one.
      projections: projections && worstOf(PROJECTION_FEEDS.filter((feed) => feed.table === 'ticket_events').map((feed) => projections[feed.projection])),
      by_projection: projections,
    };
    if (report.database === 'down' || report.redis === 'down') {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'ServiceUnavailable', `database ${report.database}, redis ${report.redis}`);
    }
    return report;
  }

  /** Every feed of the projections' registry: its checkpoint against its log. */
  private async feedFreshness(): Promise<Record<string, ProjectionFreshness>> {
    const all = await Promise.all(PROJECTION_FEEDS.map((feed) => projectionFreshness(this.uow.runner, this.reporting.runner, feed)));
    return Object.fromEntries(PROJECTION_FEEDS.map((feed, i) => [feed.projection, all[i]]));
  }
}
