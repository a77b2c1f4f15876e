import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AlertView, ListBody } from '@voc/contracts';
import { ticketScope } from '@voc/domain';
import { UnitOfWork } from '@voc/sql';
import { AlertsRepository } from '../repositories/alerts.repository';
import { ListAlertsQuery } from './list-alerts.query';

const DEFAULT_LIMIT = 50;

@QueryHandler(ListAlertsQuery)
export class ListAlertsHandler implements IQueryHandler<ListAlertsQuery, ListBody<AlertView>> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ principal, filters }: ListAlertsQuery): Promise<ListBody<AlertView>> {
    const limit = filters.limit ?? DEFAULT_LIMIT;
    const offset = ((filters.page ?? 1) - 1) * limit;
    const { rows, total } = await new AlertsRepository(this.uow.runner).page(ticketScope(principal), filters, limit, offset);
    return { result: rows, total };
  }
}
