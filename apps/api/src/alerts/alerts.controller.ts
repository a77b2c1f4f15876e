import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  ALERT_MESSAGES,
  AlertsQueryDto,
  CloseAlertDto,
  CreateAlertRuleDto,
  UpdateAlertRuleDto,
  type AlertRuleView,
  type AlertView,
  type ListBody,
  type SuccessEnvelope,
} from '@voc/contracts';
import { USER_MANAGERS, type Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { AllowUserTypes } from '../common/access/allowed-user-types.decorator';
import { UserTypeGuard } from '../common/access/user-type.guard';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { pageOf, resultOf, resultsOf } from '../common/openapi/success-answers';
import { CloseAlertCommand } from './commands/close-alert.command';
import { SaveAlertRuleCommand } from './commands/save-alert-rule.command';
import { ListAlertRulesQuery } from './queries/list-alert-rules.query';
import { ListAlertsQuery } from './queries/list-alerts.query';

/** Alerts (issue 33): what the rules raised in the user's scope, closed with a note. */
@ApiTags('Alerts')
@Controller('alerts')
export class AlertsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'List the alerts of your scope (open ones unless asked otherwise), newest first', answer: pageOf('AlertView') })
  @Get()
  async list(@CurrentPrincipal() p: Principal, @Query() q: AlertsQueryDto): Promise<SuccessEnvelope<ListBody<AlertView>>> {
    return { success: await this.queries.execute(new ListAlertsQuery(p, q)) };
  }

  @ApiDoc({ summary: 'Close an alert with a note saying what was done', answer: resultOf('AlertView', { message: true }), params: { id: 'The alert id.' }, errors: { 409: 'Conflict: the alert is closed already.' } })
  @Post(':id/close')
  @HttpCode(200)
  async close(@CurrentPrincipal() p: Principal, @Param('id') id: string, @Body() body: CloseAlertDto) {
    return { success: { result: await this.commands.execute(new CloseAlertCommand(p, id, body.note)), message: ALERT_MESSAGES.closed } };
  }
}

/** The alert rules, kept as data and edited by csn (the user managers); everyone else gets 403. */
@ApiTags('Alerts')
@Controller('alert-rules')
@UseGuards(UserTypeGuard)
@AllowUserTypes(USER_MANAGERS)
export class AlertRulesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'List the alert rules with their open alerts (csn only)', answer: resultsOf('AlertRuleView') })
  @Get()
  async list(): Promise<SuccessEnvelope<{ result: AlertRuleView[] }>> {
    return { success: { result: await this.queries.execute(new ListAlertRulesQuery()) } };
  }

  @ApiDoc({ summary: 'Add an alert rule (csn only)', answer: resultOf('AlertRuleView', { message: true }) })
  @Post()
  @HttpCode(200)
  async create(@CurrentPrincipal() p: Principal, @Body() body: CreateAlertRuleDto) {
    return { success: { result: await this.commands.execute(new SaveAlertRuleCommand(p, null, body)), message: ALERT_MESSAGES.ruleSaved } };
  }

  @ApiDoc({ summary: "Change an alert rule's threshold, minimum of cases or whether it is on (csn only)", answer: resultOf('AlertRuleView', { message: true }), params: { id: 'The rule id.' } })
  @Put(':id')
  async update(@CurrentPrincipal() p: Principal, @Param('id') id: string, @Body() body: UpdateAlertRuleDto) {
    return { success: { result: await this.commands.execute(new SaveAlertRuleCommand(p, id, body)), message: ALERT_MESSAGES.ruleSaved } };
  }
}
