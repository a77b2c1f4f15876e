import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { HttpStatus } from '@nestjs/common';
import { ALERT_ERRORS, FIELD_ERRORS, GENERIC_ERRORS, type AlertView } from '@voc/contracts';
import { ticketScope } from '@voc/domain';
import { UnitOfWork } from '@voc/sql';
import { ApiError } from '../../common/errors/api-error';
import { AlertsRepository } from '../repositories/alerts.repository';
import { CloseAlertCommand } from './close-alert.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(CloseAlertCommand)
export class CloseAlertHandler implements ICommandHandler<CloseAlertCommand, AlertView> {
  constructor(
    private readonly uow: UnitOfWork,
    @InjectRepositoryFactory(AlertsRepository) private readonly alerts: RepositoryFactory<AlertsRepository>,
  ) {}

  async execute({ principal, alertId, note }: CloseAlertCommand): Promise<AlertView> {
    const text = note.trim();
    if (!text) throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, [{ field: 'note', message: FIELD_ERRORS.required }]);
    if (!UUID.test(alertId)) throw new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound);
    return this.uow.run(async (tx) => {
      const alerts = this.alerts.for(tx);
      const alert = await alerts.lockInScope(ticketScope(principal), alertId);
      if (!alert) throw new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound);
      if (alert.status === 'closed') throw new ApiError(HttpStatus.CONFLICT, 'Conflict', ALERT_ERRORS.alreadyClosed);
      return alerts.close(alertId, principal.userId, text, new Date());
    });
  }
}
