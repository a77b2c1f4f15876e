import { Controller, Get, Headers, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { NotifyReportQueryDto, type NotifyReport, type SuccessEnvelope } from '@voc/contracts';
import { ADMIN_LIKE, EXCLUSION, isIn, type Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { AllowUserTypes } from '../common/access/allowed-user-types.decorator';
import { UserTypeGuard } from '../common/access/user-type.guard';
import { requestLocale } from '../common/http/request-locale';
import { sendSpreadsheet } from '../common/http/spreadsheet-response';
import { NotifyReportQuery } from './queries/notify-report.query';
import { notifyReportSheet } from './services/notify-report-sheet';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { answerOf, spreadsheetFile } from '../common/openapi/success-answers';

/** Who may read the notification report: the menu's rule (SPEC.md §6: admin-like and not the exclusion set). */
const NOTIFY_REPORT_READERS = ADMIN_LIKE.filter((type) => !isIn(EXCLUSION, type));

/** The notification report (issue 14) and its download; both read the same query. */
@ApiTags('Notifications')
@Controller('tickets/report')
@UseGuards(UserTypeGuard)
@AllowUserTypes(NOTIFY_REPORT_READERS)
export class NotifyReportsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({ summary: 'Report the notifications (email, SMS) requested, sent, delivered and failed', answer: answerOf('NotifyReport') })
  @Get('notify')
  async notify(@CurrentPrincipal() p: Principal, @Query() q: NotifyReportQueryDto): Promise<SuccessEnvelope<NotifyReport>> {
    return { success: await this.queries.execute(new NotifyReportQuery(p, q)) };
  }

  @ApiDoc({ summary: 'Download the notification report as xlsx', answer: spreadsheetFile() })
  @Get('excel/notify')
  async notifyExcel(@CurrentPrincipal() p: Principal, @Query() q: NotifyReportQueryDto, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response): Promise<void> {
    const report: NotifyReport = await this.queries.execute(new NotifyReportQuery(p, q));
    await sendSpreadsheet(res, notifyReportSheet(report, requestLocale(q.lang, acceptLanguage)));
  }
}
