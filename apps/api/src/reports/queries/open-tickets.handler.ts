import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpenTicketsSummary } from '@voc/contracts';
import { SqlParams } from '@voc/sql';
import { readReport } from '../kernel/read-report';
import { AGE_BUCKETS, TicketKpiRepository } from '../repositories/ticket-kpi.repository';
import { reportConditions } from '../kernel/report-scope';
import { OPEN_NOW } from '../services/figure-conditions';
import { OpenTicketsQuery } from './open-tickets.query';

@QueryHandler(OpenTicketsQuery)
export class OpenTicketsHandler implements IQueryHandler<OpenTicketsQuery, OpenTicketsSummary> {
  constructor(private readonly ticketKpi: TicketKpiRepository) {}

  execute(query: OpenTicketsQuery): Promise<OpenTicketsSummary> {
    return readReport(query, {
      // Open is open now, whatever month the ticket arrived in: the period does not apply.
      period: () => null,
      rows: async ({ principal, filters }) => {
        const params = new SqlParams();
        // The same open tickets the figure-tickets list shows behind each tile (figure-conditions.ts).
        const where = `${reportConditions(principal, filters, params)} AND ${OPEN_NOW}`;
        const rows = await this.ticketKpi.byLiveStateAndAge(where, params);
        const sum = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).reduce((total, row) => total + Number(row.n), 0);
        return {
          open: sum(() => true),
          on_time: sum((r) => r.live_state === 'on_time'),
          due_soon: sum((r) => r.live_state === 'due_soon'),
          breached: sum((r) => r.live_state === 'breached'),
          ageing: AGE_BUCKETS.map((bucket) => ({ bucket, count: sum((r) => r.bucket === bucket) })),
        };
      },
    });
  }
}
