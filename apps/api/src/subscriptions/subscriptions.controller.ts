import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SaveReportScheduleDto, SaveSubscriptionsDto, SUBSCRIPTION_MESSAGES, type ReportSchedulesView, type SubscriptionsView, type SuccessEnvelope } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { Public } from '../common/access/public.decorator';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { messageOnly, resultOf, type SuccessAnswer } from '../common/openapi/success-answers';
import { RemoveReportScheduleCommand } from './commands/remove-report-schedule.command';
import { SaveMySubscriptionsCommand } from './commands/save-my-subscriptions.command';
import { SaveReportScheduleCommand } from './commands/save-report-schedule.command';
import { UnsubscribeCommand } from './commands/unsubscribe.command';
import { MyReportSchedulesQuery } from './queries/my-report-schedules.query';
import { MySubscriptionsQuery } from './queries/my-subscriptions.query';
import { UnsubscribeLinkQuery } from './queries/unsubscribe-link.query';
import type { UnsubscribeOutcome } from './services/unsubscribe-outcome';
import { unsubscribeConfirmPage, unsubscribeDonePage, unsubscribeRefusedPage } from './services/unsubscribe-page';

/** The unsubscribe pages are HTML (400 for a link not signed by us, 404 when links are not configured). */
const HTML_PAGE: SuccessAnswer = { kind: 'file', contentTypes: ['text/html'], description: 'A page in Thai and English (400: the link is not signed by us; 404: unsubscribe links are not configured).' };

function sendPage(res: Response, outcome: UnsubscribeOutcome, ok: (o: Extract<UnsubscribeOutcome, { ok: true }>) => string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  // The api's policy allows no form and no style: this page needs its own inline style and its form's post to itself.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
  res
    .status(outcome.ok ? 200 : outcome.reason === 'disabled' ? 404 : 400)
    .type('html')
    .send(outcome.ok ? ok(outcome) : unsubscribeRefusedPage(outcome));
}

/** Subscriptions (issue 33): the signed-in user's own choices, and the mails' one-click unsubscribe links. */
@ApiTags('Subscriptions')
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'Your subscriptions (monthly brief, weekly digest, alerts) and what your scope lets you receive', answer: resultOf('SubscriptionsView') })
  @Get('me')
  async mine(@CurrentPrincipal() p: Principal): Promise<SuccessEnvelope<{ result: SubscriptionsView }>> {
    return { success: { result: await this.queries.execute(new MySubscriptionsQuery(p)) } };
  }

  @ApiDoc({ summary: 'Choose what to receive and in which language (your own scope only)', answer: resultOf('SubscriptionsView', { message: true }) })
  @Put('me')
  async save(@CurrentPrincipal() p: Principal, @Body() body: SaveSubscriptionsDto) {
    const choices = { monthly_brief: body.monthly_brief, weekly_digest: body.weekly_digest, alerts: body.alerts, alerts_sms: body.alerts_sms, language: body.language };
    return { success: { result: await this.commands.execute(new SaveMySubscriptionsCommand(p, choices)), message: SUBSCRIPTION_MESSAGES.saved } };
  }

  @ApiDoc({ summary: 'Your saved report views that may be mailed as a spreadsheet on a schedule, with their schedules', answer: resultOf('ReportSchedulesView') })
  @Get('me/reports')
  async myReports(@CurrentPrincipal() p: Principal): Promise<SuccessEnvelope<{ result: ReportSchedulesView }>> {
    return { success: { result: await this.queries.execute(new MyReportSchedulesQuery(p)) } };
  }

  @ApiDoc({
    summary: 'Mail one of your saved report views as its spreadsheet, weekly (Monday 08:00 Bangkok) or monthly (after the close)',
    example: { schedule: 'monthly', language: 'th' },
    answer: resultOf('ReportSchedulesView', { message: true }),
    params: { viewId: 'The saved view id.' },
    description: 'A view of a page no schedule sends, or one your menu does not offer, is 400 (saved_view_id); no email on your account is 400 (schedule); filters the download refuses are its own 400.',
  })
  @Put('me/reports/:viewId')
  async scheduleReport(@CurrentPrincipal() p: Principal, @Param('viewId') viewId: string, @Body() body: SaveReportScheduleDto) {
    await this.commands.execute(new SaveReportScheduleCommand(p, viewId, body.schedule, body.language));
    return { success: { result: await this.queries.execute(new MyReportSchedulesQuery(p)), message: SUBSCRIPTION_MESSAGES.saved } };
  }

  @ApiDoc({ summary: 'Stop mailing one of your saved report views', answer: messageOnly(), params: { viewId: 'The saved view id.' } })
  @Delete('me/reports/:viewId')
  @HttpCode(200)
  async unscheduleReport(@CurrentPrincipal() p: Principal, @Param('viewId') viewId: string) {
    await this.commands.execute(new RemoveReportScheduleCommand(p, viewId));
    return { success: { message: SUBSCRIPTION_MESSAGES.saved } };
  }

  @ApiDoc({ summary: "A mail's unsubscribe link: the confirmation page (HTML, no sign-in)", answer: HTML_PAGE })
  @Public()
  @Get('unsubscribe')
  async confirm(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const outcome: UnsubscribeOutcome = await this.queries.execute(new UnsubscribeLinkQuery(token));
    sendPage(res, outcome, (o) => unsubscribeConfirmPage(o.kind, `?token=${encodeURIComponent(String(token))}`));
  }

  @ApiDoc({ summary: 'Unsubscribe with the link (RFC 8058 one-click POST; no sign-in)', answer: HTML_PAGE })
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const outcome: UnsubscribeOutcome = await this.commands.execute(new UnsubscribeCommand(token));
    sendPage(res, outcome, (o) => unsubscribeDonePage(o.kind));
  }
}
