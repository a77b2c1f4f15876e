import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GENERIC_ERRORS, SUBSCRIPTION_ERRORS } from '@voc/contracts';
import { maySaveViewOf, reportReachOf, scheduledReportPage, scheduledReportQuery, thaiMonth } from '@voc/domain';
import { ApiError } from '../../common/errors/api-error';
import { isUuid } from '../../common/sql/like-pattern.util';
import { ReportSchedulesRepository } from '../repositories/report-schedules.repository';
import { SubscriptionsRepository } from '../repositories/subscriptions.repository';
import { ScheduledReportFiles } from '../services/scheduled-report-file';
import { SaveReportScheduleCommand } from './save-report-schedule.command';

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound);
const refused = (field: string, message: string) => new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, [{ field, message }]);

/**
 * Schedules one of the user's own views (another user's view is not found): its page must be a
 * report whose download a schedule sends and that the user's menu offers, the user must have an
 * email, and the view's filters must be a query the download takes (checked now, as the
 * download checks it, so a view that could never be sent is refused rather than failing later).
 */
@CommandHandler(SaveReportScheduleCommand)
export class SaveReportScheduleHandler implements ICommandHandler<SaveReportScheduleCommand, void> {
  constructor(
    private readonly files: ScheduledReportFiles,
    private readonly reportSchedules: ReportSchedulesRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async execute({ principal, viewId, schedule, language }: SaveReportScheduleCommand): Promise<void> {
    if (!isUuid(viewId)) throw notFound();
    const repository = this.reportSchedules;
    const view = await repository.view(principal.userId, viewId);
    if (!view) throw notFound();
    const page = scheduledReportPage(view.path);
    if (!page || !maySaveViewOf(principal, view.path)) throw refused('saved_view_id', SUBSCRIPTION_ERRORS.notInScope);
    const contact = await this.subscriptions.contact(principal.userId);
    if (!contact?.email) throw refused('schedule', SUBSCRIPTION_ERRORS.noEmail);
    const now = new Date();
    // Any period of the schedule: only the filters' shape is checked here.
    const period = schedule === 'weekly' ? 'W' : `M${thaiMonth(now).slice(0, 7)}`;
    await this.files.validate(page, scheduledReportQuery(page, view.query, period, now, reportReachOf(principal)));
    await repository.save(principal.userId, viewId, schedule, language);
  }
}
