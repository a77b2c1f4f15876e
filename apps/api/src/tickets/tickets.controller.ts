import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import {
  CreateTicketDto,
  DeleteTicketDto,
  FIELD_ERRORS,
  ListTicketsQueryDto,
  PatchTicketDto,
  SameTelQueryDto,
  TICKET_MESSAGES,
  UpdateTicketDto,
  VerifyTicketDto,
  type DuplicateTelWarning,
  type ListBody,
  type StatusReportRow,
  type SuccessEnvelope,
  type TicketDetailView,
  type TicketView,
} from '@voc/contracts';
import { TICKET_DELETERS, type Principal } from '@voc/domain';
import { TicketingError } from '@voc/ticketing';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { AllowUserTypes } from '../common/access/allowed-user-types.decorator';
import { UserTypeGuard } from '../common/access/user-type.guard';
import { TicketFilesInterceptor } from '../uploads/interceptors/ticket-files.interceptor';
import type { ReceivedFile } from '../uploads/services/upload-storage.service';
import { CreateTicketCommand } from './commands/create-ticket.command';
import { DeleteTicketCommand } from './commands/delete-ticket.command';
import { AttachTicketFilesCommand } from './commands/attach-ticket-files.command';
import { CancelTicketCommand } from './commands/cancel-ticket.command';
import { ChangeTicketStatusCommand } from './commands/change-ticket-status.command';
import { RewriteTicketLogCommand } from './commands/rewrite-ticket-log.command';
import { UpdateTicketCommand } from './commands/update-ticket.command';
import { VerifyTicketCommand } from './commands/verify-ticket.command';
import { GetTicketQuery } from './queries/get-ticket.query';
import { ListTicketsQuery } from './queries/list-tickets.query';
import { SameTelQuery } from './queries/same-tel.query';
import { StatusReportQuery } from './queries/status-report.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { messageOnly, pageOf, resultOf, resultsOf } from '../common/openapi/success-answers';

const filesOf = (req: Request) => (req.files as ReceivedFile[] | undefined) ?? [];

/** SPEC.md §7 Tickets. Every call goes through the user's ticket scope in libs/ticketing. */
@ApiTags('Tickets')
@Controller('tickets')
export class TicketsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'List the tickets in your scope, filtered and paged', answer: pageOf('TicketView') })
  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query() filters: ListTicketsQueryDto): Promise<SuccessEnvelope<ListBody<TicketView>>> {
    return { success: await this.queries.execute(new ListTicketsQuery(principal, filters)) };
  }

  @ApiDoc({ summary: 'Count the tickets of each status per dealer branch', answer: resultsOf('StatusReportRow') })
  @Get('report/status')
  async statusReport(@CurrentPrincipal() principal: Principal, @Query() filters: ListTicketsQueryDto): Promise<SuccessEnvelope<{ result: StatusReportRow[] }>> {
    return { success: { result: await this.queries.execute(new StatusReportQuery(principal, filters)) } };
  }

  /** The call-centre form's early same-tel warning (SPEC.md §5); before `:id`, which would take it. */
  @ApiDoc({ summary: "Find this month's tickets of the same tel (the call-centre form's early warning)", answer: resultsOf('SameTelTicket') })
  @Get('same-tel')
  async sameTel(@CurrentPrincipal() principal: Principal, @Query() query: SameTelQueryDto): Promise<SuccessEnvelope<{ result: DuplicateTelWarning['existing'] }>> {
    return { success: { result: await this.queries.execute(new SameTelQuery(principal, query)) } };
  }

  @ApiDoc({ summary: 'Get a ticket with its files, verifications and what you may do with it', answer: resultOf('TicketDetailView'), params: { id: 'The ticket id.' } })
  @Get(':id')
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<SuccessEnvelope<{ result: TicketDetailView }>> {
    return { success: { result: await this.queries.execute(new GetTicketQuery(principal, id)) } };
  }

  @ApiDoc({
    summary: 'Create a ticket, with image and PDF files when sent as multipart',
    answer: resultOf('TicketView', { message: true }),
    upload: 'ticketFiles',
    example: { type: 'showroom', source: 'callcenter', dealer: '<dealer branch id>', name: 'คุณสมชาย ใจดี', tel: '0812345678', car_model: 'Almera', complaint_categories: { A01: true }, complaint_description: 'พนักงานขายไม่ติดต่อกลับตามนัด' },
    errors: { 409: 'DuplicateTel: a call-centre ticket of a tel that already complained this month; `existing` lists those tickets. Send again with confirm_duplicate: true to create it anyway.', 413: 'FileTooLarge: a file over its kind\'s size limit.', 422: 'The ticket may not be created so (e.g. the dealer is closed).' },
  })
  @Post()
  @UseInterceptors(TicketFilesInterceptor)
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateTicketDto, @Req() req: Request) {
    const ticket = await this.commands.execute(new CreateTicketCommand(principal, body, filesOf(req)));
    return { success: { result: ticket, message: TICKET_MESSAGES.updated } };
  }

  @ApiDoc({ summary: "Record a ticket's verification and closed-loop review", answer: resultOf('TicketView', { message: true }), params: { id: 'The ticket id.' }, errors: { 422: 'TicketLocked: the ticket is cancelled.' } })
  @Put('verified/:id')
  async verify(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: VerifyTicketDto) {
    const ticket = await this.commands.execute(new VerifyTicketCommand(principal, id, body));
    return { success: { result: ticket, message: TICKET_MESSAGES.verified } };
  }

  @ApiDoc({
    summary: 'Edit a ticket (and add files when sent as multipart)',
    answer: resultOf('TicketView', { message: true }),
    params: { id: 'The ticket id.' },
    upload: 'ticketFiles',
    errors: { 413: 'FileTooLarge: a file over its kind\'s size limit.', 422: 'TicketLocked: the ticket may no longer be edited.' },
  })
  @Put(':id')
  @UseInterceptors(TicketFilesInterceptor)
  async update(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: UpdateTicketDto, @Req() req: Request) {
    const { ticket, completed } = await this.commands.execute(new UpdateTicketCommand(principal, id, body, filesOf(req)));
    return { success: { result: ticket, message: completed ? TICKET_MESSAGES.updatedB : TICKET_MESSAGES.updated } };
  }

  /**
   * One endpoint, three tasks (SPEC.md §7): {status: 'D', cancel_description} cancels, {status}
   * changes the status, {logs} alone rewrites the history log.
   */
  @ApiDoc({
    summary: "Cancel a ticket, change its status, or rewrite its history log",
    description: '{status: "D", cancel_description} cancels; {status} changes the status; {logs} alone rewrites the history log (head office).',
    example: { status: 'C' },
    answer: resultOf('TicketView', { message: true }),
    params: { id: 'The ticket id.' },
    errors: { 422: 'TicketLocked, or the status change is not allowed from the current status.' },
  })
  @Patch(':id')
  async patch(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: PatchTicketDto) {
    const { status, cancel_description: reason, logs } = body;
    if (status === 'D') {
      const ticket = await this.commands.execute(new CancelTicketCommand(principal, id, reason ?? ''));
      return { success: { result: ticket, message: TICKET_MESSAGES.canceled } };
    }
    if (!status && !logs) throw TicketingError.invalid([{ field: 'status', message: FIELD_ERRORS.required }]);
    const ticket = status ? await this.commands.execute(new ChangeTicketStatusCommand(principal, id, status)) : await this.commands.execute(new RewriteTicketLogCommand(principal, id, logs ?? []));
    return { success: { result: ticket, message: ticket.status === 'B' ? TICKET_MESSAGES.updatedB : TICKET_MESSAGES.updated } };
  }

  /** Attaches files to a ticket the user may edit, without the rest of the form. */
  @ApiDoc({ summary: 'Attach image and PDF files to a ticket', answer: resultOf('TicketView', { message: true }), params: { id: 'The ticket id.' }, upload: 'ticketFiles', errors: { 413: "FileTooLarge: a file over its kind's size limit.", 422: 'TicketLocked: the ticket may no longer be edited.' } })
  @Post(':id/files')
  @UseInterceptors(TicketFilesInterceptor)
  async attachFiles(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Req() req: Request) {
    const files = filesOf(req);
    if (files.length === 0) throw TicketingError.invalid([{ field: 'files', message: FIELD_ERRORS.required }]);
    const ticket = await this.commands.execute(new AttachTicketFilesCommand(principal, id, files));
    return { success: { result: ticket, message: TICKET_MESSAGES.updated } };
  }

  @ApiDoc({
    summary: 'Delete a ticket, with the reason (csn only)',
    description:
      'A soft delete: the ticket leaves every list and the figures of months still open; a month already final keeps it in its figures (the deletion shows there as a late change). Who deleted it, when and why are kept and listed by GET /api/ticket-deletions.',
    example: { reason: 'ลูกค้าแจ้งซ้ำกับเรื่อง SR2610-000123 (duplicate of SR2610-000123)' },
    answer: messageOnly(),
    params: { id: 'The ticket id.' },
  })
  @Delete(':id')
  @HttpCode(200)
  @UseGuards(UserTypeGuard)
  @AllowUserTypes(TICKET_DELETERS)
  async remove(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: DeleteTicketDto) {
    await this.commands.execute(new DeleteTicketCommand(principal, id, body.reason));
    return { success: { message: TICKET_MESSAGES.deleted } };
  }
}
