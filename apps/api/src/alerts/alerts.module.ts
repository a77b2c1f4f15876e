import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AlertRulesController, AlertsController } from './alerts.controller';
import { CloseAlertHandler } from './commands/close-alert.handler';
import { SaveAlertRuleHandler } from './commands/save-alert-rule.handler';
import { ListAlertRulesHandler } from './queries/list-alert-rules.handler';
import { ListAlertsHandler } from './queries/list-alerts.handler';
import { mainRepositories, repositoryFactories } from '../common/persistence/repository-providers';
import { AlertsRepository } from './repositories/alerts.repository';

/** Alerts and their rules (issue 33); the worker evaluates the rules. */
@Module({
  imports: [CqrsModule],
  controllers: [AlertsController, AlertRulesController],
  providers: [...mainRepositories(AlertsRepository), ...repositoryFactories(AlertsRepository), ListAlertsHandler, ListAlertRulesHandler, CloseAlertHandler, SaveAlertRuleHandler],
})
export class AlertsModule {}
