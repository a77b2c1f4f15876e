import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { HttpStatus } from '@nestjs/common';
import { FIELD_ERRORS, GENERIC_ERRORS, type AlertRuleView, type CreateAlertRuleDto } from '@voc/contracts';
import { ALERT_THRESHOLD_RANGE, alertRuleProblems, MIN_CASES_MAX, type AlertKind, type AlertRuleProblem } from '@voc/domain';
import { UnitOfWork } from '@voc/sql';
import { ApiError } from '../../common/errors/api-error';
import { AlertsRepository } from '../repositories/alerts.repository';
import { SaveAlertRuleCommand } from './save-alert-rule.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A field error the form shows under the field: the allowed range where one applies. */
function problemDetail(p: AlertRuleProblem, kind: AlertKind) {
  if (p.problem !== 'out_of_range') return { field: p.field, message: FIELD_ERRORS.invalid };
  const range = p.field === 'threshold' ? ALERT_THRESHOLD_RANGE[kind] : { min: 1, max: MIN_CASES_MAX };
  return { field: p.field, message: FIELD_ERRORS.between, params: { min: range.min, max: range.max } };
}

@CommandHandler(SaveAlertRuleCommand)
export class SaveAlertRuleHandler implements ICommandHandler<SaveAlertRuleCommand, AlertRuleView> {
  constructor(
    private readonly uow: UnitOfWork,
    @InjectRepositoryFactory(AlertsRepository) private readonly alerts: RepositoryFactory<AlertsRepository>,
  ) {}

  async execute({ principal, ruleId, body }: SaveAlertRuleCommand): Promise<AlertRuleView> {
    if (ruleId !== null && !UUID.test(ruleId)) throw new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound);
    return this.uow.run(async (tx) => {
      const rules = this.alerts.for(tx);
      const existing = ruleId === null ? null : await rules.rule(ruleId);
      if (ruleId !== null && !existing) throw new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound);
      const kind = existing?.kind ?? (body as CreateAlertRuleDto).kind;
      const level = existing?.level ?? (body as CreateAlertRuleDto).level;
      const problems = alertRuleProblems({ kind, level, threshold: body.threshold, min_cases: body.min_cases });
      if (problems.length) {
        throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, problems.map((p) => problemDetail(p, kind)));
      }
      const now = new Date();
      const id = existing ? existing.id : await rules.createRule({ kind, level, threshold: body.threshold, min_cases: body.min_cases, enabled: body.enabled }, principal.userId, now);
      if (existing) await rules.updateRule(existing.id, body, principal.userId, now);
      return (await rules.rules()).find((r) => r.id === id)!;
    });
  }
}
