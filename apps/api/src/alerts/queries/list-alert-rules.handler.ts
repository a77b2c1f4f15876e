import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AlertRuleView } from '@voc/contracts';
import { AlertsRepository } from '../repositories/alerts.repository';
import { ListAlertRulesQuery } from './list-alert-rules.query';

@QueryHandler(ListAlertRulesQuery)
export class ListAlertRulesHandler implements IQueryHandler<ListAlertRulesQuery, AlertRuleView[]> {
  constructor(private readonly alerts: AlertsRepository) {}

  execute(): Promise<AlertRuleView[]> {
    return this.alerts.rules();
  }
}
