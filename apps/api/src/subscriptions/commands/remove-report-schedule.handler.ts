import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GENERIC_ERRORS } from '@voc/contracts';
import { ApiError } from '../../common/errors/api-error';
import { isUuid } from '../../common/sql/like-pattern.util';
import { ReportSchedulesRepository } from '../repositories/report-schedules.repository';
import { RemoveReportScheduleCommand } from './remove-report-schedule.command';

/** Ends a view's schedule; 404 when the user has no schedule of this view. */
@CommandHandler(RemoveReportScheduleCommand)
export class RemoveReportScheduleHandler implements ICommandHandler<RemoveReportScheduleCommand, void> {
  constructor(private readonly reportSchedules: ReportSchedulesRepository) {}

  async execute({ principal, viewId }: RemoveReportScheduleCommand): Promise<void> {
    const removed = isUuid(viewId) && (await this.reportSchedules.remove(principal.userId, viewId));
    if (!removed) throw new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound);
  }
}
