import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReportSchedulesView } from '@voc/contracts';
import { maySaveViewOf, SCHEDULED_REPORT_PAGES } from '@voc/domain';
import { ReportSchedulesRepository } from '../repositories/report-schedules.repository';
import { SubscriptionsRepository } from '../repositories/subscriptions.repository';
import { MyReportSchedulesQuery } from './my-report-schedules.query';

@QueryHandler(MyReportSchedulesQuery)
export class MyReportSchedulesHandler implements IQueryHandler<MyReportSchedulesQuery, ReportSchedulesView> {
  constructor(
    private readonly reportSchedules: ReportSchedulesRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async execute({ principal }: MyReportSchedulesQuery): Promise<ReportSchedulesView> {
    const paths = Object.keys(SCHEDULED_REPORT_PAGES).filter((path) => maySaveViewOf(principal, path));
    const [views, contact] = await Promise.all([this.reportSchedules.list(principal.userId, paths), this.subscriptions.contact(principal.userId)]);
    return { views, has_email: Boolean(contact?.email) };
  }
}
