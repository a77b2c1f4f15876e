import { Controller, Get, HttpStatus, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { SuccessEnvelope, ResultBody } from '@voc/contracts';
import { Public } from '../auth/decorators/public.decorator';
import { ApiError } from '../common/errors/api-error';
import { REDIS } from '../redis/redis.module';

export interface HealthReport {
  database: 'up' | 'down';
  redis: 'up' | 'down';
  /** The freshest worker heartbeat; a worker beats every few seconds. */
  worker: { lastBeatAt: string | null; ageSeconds: number | null };
}

@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Public()
  @Get()
  async health(): Promise<SuccessEnvelope<ResultBody<HealthReport>>> {
    const [beat, redis] = await Promise.all([
      this.db
        .query<Array<{ beat_at: Date | null }>>('SELECT max(beat_at) AS beat_at FROM worker_heartbeats')
        .then((rows) => ({ ok: true as const, at: rows[0]?.beat_at ?? null }))
        .catch(() => ({ ok: false as const, at: null })),
      this.redis.ping().then(() => 'up' as const, () => 'down' as const),
    ]);
    const report: HealthReport = {
      database: beat.ok ? 'up' : 'down',
      redis,
      worker: {
        lastBeatAt: beat.at ? beat.at.toISOString() : null,
        ageSeconds: beat.at ? Math.round((Date.now() - beat.at.getTime()) / 1000) : null,
      },
    };
    if (report.database === 'down' || report.redis === 'down') {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'ServiceUnavailable', `database ${report.database}, redis ${report.redis}`);
    }
    return { success: { result: report } };
  }
}
