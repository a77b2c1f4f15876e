import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { OpenTicketsSummary } from '@voc/contracts';
import { InjectReportingDataSource, SqlParams } from '@voc/persistence';
import { reportConditions } from '../services/report-scope';
import { OpenTicketsQuery } from './open-tickets.query';

const AGE_BUCKETS = ['0-1d', '1-3d', '3-5d', '5-10d', '10d+'] as const;
const AGEING = `CASE WHEN now() - r.received_at < interval '1 day' THEN '0-1d'
  WHEN now() - r.received_at < interval '3 days' THEN '1-3d'
  WHEN now() - r.received_at < interval '5 days' THEN '3-5d'
  WHEN now() - r.received_at < interval '10 days' THEN '5-10d' ELSE '10d+' END`;

@QueryHandler(OpenTicketsQuery)
export class OpenTicketsHandler implements IQueryHandler<OpenTicketsQuery, OpenTicketsSummary> {
  constructor(@InjectReportingDataSource() private readonly db: DataSource) {}

  async execute({ principal, filters }: OpenTicketsQuery): Promise<OpenTicketsSummary> {
    const params = new SqlParams();
    // Open is open now, whatever month the ticket arrived in: the period does not apply.
    const where = `${reportConditions(principal, filters, params)} AND r.closed_at IS NULL AND NOT r.cancelled AND NOT r.deleted`;
    const rows = await this.db.query<Array<{ live_state: string; bucket: string; n: string }>>(
      `SELECT r.live_state, ${AGEING} AS bucket, count(*) AS n FROM reporting.ticket_kpi r WHERE ${where} GROUP BY 1, 2`,
      params.values,
    );
    const sum = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).reduce((total, row) => total + Number(row.n), 0);
    return {
      open: sum(() => true),
      on_time: sum((r) => r.live_state === 'on_time'),
      due_soon: sum((r) => r.live_state === 'due_soon'),
      breached: sum((r) => r.live_state === 'breached'),
      ageing: AGE_BUCKETS.map((bucket) => ({ bucket, count: sum((r) => r.bucket === bucket) })),
    };
  }
}
