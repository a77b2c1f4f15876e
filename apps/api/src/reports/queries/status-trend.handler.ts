import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StatusTrendPoint } from '@voc/contracts';
import { ReportingStore } from '@voc/reporting-schema';
import { SqlParams } from '@voc/sql';
import { StatusDayFlowsRepository } from '../repositories/status-day-flows.repository';
import { reportConditions, reportPeriod } from '../services/report-scope';
import { StatusTrendQuery } from './status-trend.query';

@QueryHandler(StatusTrendQuery)
export class StatusTrendHandler implements IQueryHandler<StatusTrendQuery, StatusTrendPoint[]> {
  constructor(private readonly reporting: ReportingStore) {}

  async execute({ principal, filters }: StatusTrendQuery): Promise<StatusTrendPoint[]> {
    const params = new SqlParams();
    const { from, to } = reportPeriod(filters);
    const where = reportConditions(principal, filters, params);
    const rows = await new StatusDayFlowsRepository(this.reporting.runner).trend(where, params, from, to);
    return rows.map((r) => ({ day: r.day, status: r.status, entered: Number(r.entered), standing: Number(r.standing) }));
  }
}
