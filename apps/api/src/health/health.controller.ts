import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ResultBody, SuccessEnvelope } from '@voc/contracts';
import { Public } from '../auth/decorators/public.decorator';
import { HealthQuery, type HealthReport } from './queries/health.query';

/**
 * GET /api/health, public, for load balancers and monitoring: 503 when the main database or Redis
 * is down (nothing works without them); a reporting store that is down only degrades reports, so
 * it is reported, not failed on.
 */
@Controller('health')
export class HealthController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get()
  async health(): Promise<SuccessEnvelope<ResultBody<HealthReport>>> {
    return { success: { result: await this.queries.execute(new HealthQuery()) } };
  }
}
