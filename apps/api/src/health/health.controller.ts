import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { HealthReport, ResultBody, SuccessEnvelope } from '@voc/contracts';
import { Public } from '../common/access/public.decorator';
import { HealthQuery } from './queries/health.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { resultOf } from '../common/openapi/success-answers';

/**
 * GET /api/health, public, for load balancers and monitoring: 503 when the main database or Redis
 * is down (nothing works without them); a reporting store that is down only degrades reports, so
 * it is reported, not failed on.
 */
@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({ summary: 'Check the api, its databases, Redis and the worker', answer: resultOf('HealthReport'), errors: { 503: 'ServiceUnavailable: the main database or Redis is down.' } })
  @Public()
  @Get()
  async health(): Promise<SuccessEnvelope<ResultBody<HealthReport>>> {
    return { success: { result: await this.queries.execute(new HealthQuery()) } };
  }
}
