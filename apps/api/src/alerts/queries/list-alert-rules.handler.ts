import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AlertRuleView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { AlertsRepository } from '../repositories/alerts.repository';
import { ListAlertRulesQuery } from './list-alert-rules.query';

@QueryHandler(ListAlertRulesQuery)
export class ListAlertRulesHandler implements IQueryHandler<ListAlertRulesQuery, AlertRuleView[]> {
  constructor(private readonly uow: UnitOfWork) {}

  execute(): Promise<AlertRuleView[]> {
    return new AlertsRepository(this.uow.runner).rules();
  }
}
