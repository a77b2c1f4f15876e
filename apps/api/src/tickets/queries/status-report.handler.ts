import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StatusReportRow } from '@voc/contracts';
import { statusReport } from '@voc/ticketing';
import { StatusReportQuery } from './status-report.query';

@QueryHandler(StatusReportQuery)
export class StatusReportHandler implements IQueryHandler<StatusReportQuery, StatusReportRow[]> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  execute({ principal, filters }: StatusReportQuery): Promise<StatusReportRow[]> {
    return statusReport(this.db, principal, filters);
  }
}
