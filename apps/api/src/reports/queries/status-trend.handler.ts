import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StatusTrendPoint } from '@voc/contracts';
import { SqlParams } from '@voc/sql';
import { readReport } from '../kernel/read-report';
import { monthsOf } from '../kernel/report-periods';
import { StatusDayFlowsRepository } from '../repositories/status-day-flows.repository';
import { reportConditions } from '../kernel/report-scope';
import { StatusTrendQuery } from './status-trend.query';

@QueryHandler(StatusTrendQuery)
export class StatusTrendHandler implements IQueryHandler<StatusTrendQuery, StatusTrendPoint[]> {
  constructor(private readonly flows: StatusDayFlowsRepository) {}

  execute(query: StatusTrendQuery): Promise<StatusTrendPoint[]> {
    return readReport(query, {
      period: monthsOf(),
      rows: async ({ principal, filters, period: { from, to } }) => {
        const params = new SqlParams();
        const where = reportConditions(principal, filters, params);
        const rows = await this.flows.trend(where, params, from, to);
        return rows.map((r) => ({ day: r.day, status: r.status, entered: Number(r.entered), standing: Number(r.standing) }));
      },
    });
  }
}
