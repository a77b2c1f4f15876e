import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AlertView, ListBody } from '@voc/contracts';
import { ticketScope } from '@voc/domain';
import { AlertsRepository } from '../repositories/alerts.repository';
import { ListAlertsQuery } from './list-alerts.query';

const DEFAULT_LIMIT = 50;

@QueryHandler(ListAlertsQuery)
export class ListAlertsHandler implements IQueryHandler<ListAlertsQuery, ListBody<AlertView>> {
  constructor(private readonly alerts: AlertsRepository) {}

  async execute({ principal, filters }: ListAlertsQuery): Promise<ListBody<AlertView>> {
    const limit = filters.limit ?? DEFAULT_LIMIT;
    const offset = ((filters.page ?? 1) - 1) * limit;
    const { rows, total } = await this.alerts.page(ticketScope(principal), filters, limit, offset);
    return { result: rows, total };
  }
}
