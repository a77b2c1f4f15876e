import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProjectionFreshness } from '@voc/contracts';
import { ReportReads } from '../kernel/report-reads';
import { ProjectionFreshnessQuery } from './projection-freshness.query';

@QueryHandler(ProjectionFreshnessQuery)
export class ProjectionFreshnessHandler implements IQueryHandler<ProjectionFreshnessQuery, ProjectionFreshness> {
  constructor(private readonly reads: ReportReads) {}

  execute(): Promise<ProjectionFreshness> {
    return this.reads.freshness();
  }
}
