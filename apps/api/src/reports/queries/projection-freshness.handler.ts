import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProjectionFreshness } from '@voc/contracts';
import { ReportingStore } from '@voc/reporting-schema';
import { UnitOfWork } from '@voc/sql';
import { projectionFreshness } from '../services/projection-freshness';
import { ProjectionFreshnessQuery } from './projection-freshness.query';

@QueryHandler(ProjectionFreshnessQuery)
export class ProjectionFreshnessHandler implements IQueryHandler<ProjectionFreshnessQuery, ProjectionFreshness> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
  ) {}

  execute(): Promise<ProjectionFreshness> {
    return projectionFreshness(this.uow.runner, this.reporting.runner);
  }
}
