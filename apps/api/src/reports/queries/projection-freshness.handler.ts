import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ProjectionFreshness } from '@voc/contracts';
import { InjectReportingDataSource } from '@voc/persistence';
import { projectionFreshness } from '../services/projection-freshness';
import { ProjectionFreshnessQuery } from './projection-freshness.query';

@QueryHandler(ProjectionFreshnessQuery)
export class ProjectionFreshnessHandler implements IQueryHandler<ProjectionFreshnessQuery, ProjectionFreshness> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectReportingDataSource() private readonly reporting: DataSource,
  ) {}

  execute(): Promise<ProjectionFreshness> {
    return projectionFreshness(this.db, this.reporting);
  }
}
