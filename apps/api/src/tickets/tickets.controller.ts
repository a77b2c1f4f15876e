import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import {
  CreateTicketDto,
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
import type { Principal } from '@voc/domain';
import { TicketingError } from '@voc/ticketing';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
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

const filesOf = (req: Request) => (req.files as ReceivedFile[] | undefined) ?? [];

/** SPEC.md §7 Tickets. Every call goes through the user's ticket scope in libs/ticketing. */
@Controller('tickets')
export class TicketsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query() filters: ListTicketsQueryDto): Promise<SuccessEnvelope<ListBody<TicketView>>> {
    return { success: await this.queries.execute(new ListTicketsQuery(principal, filters)) };
  }

  @Get('report/status')
  async statusReport(@CurrentPrincipal() principal: Principal, @Query() filters: ListTicketsQueryDto): Promise<SuccessEnvelope<{ result: StatusReportRow[] }>> {
    return { success: { result: await this.queries.execute(new StatusReportQuery(principal, filters)) } };
  }

  /** The call-centre form's early same-tel warning (SPEC.md §5); before `:id`, which would take it. */
  @Get('same-tel')
  async sameTel(@CurrentPrincipal() principal: Principal, @Query() query: SameTelQueryDto): Promise<SuccessEnvelope<{ result: DuplicateTelWarning['existing'] }>> {
    return { success: { result: await this.queries.execute(new SameTelQuery(principal, query)) } };
  }

  @Get(':id')
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<SuccessEnvelope<{ result: TicketDetailView }>> {
    return { success: { result: await this.queries.execute(new GetTicketQuery(principal, id)) } };
  }

  @Post()
  @UseInterceptors(TicketFilesInterceptor)
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateTicketDto, @Req() req: Request) {
    const ticket = await this.commands.execute(new CreateTicketCommand(principal, body, filesOf(req)));
    return { success: { result: ticket, message: TICKET_MESSAGES.updated } };
  }

  @Put('verified/:id')
  async verify(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: VerifyTicketDto) {
    const ticket = await this.commands.execute(new VerifyTicketCommand(principal, id, body));
    return { success: { result: ticket, message: TICKET_MESSAGES.verified } };
  }

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
  @Post(':id/files')
  @UseInterceptors(TicketFilesInterceptor)
  async attachFiles(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Req() req: Request) {
    const files = filesOf(req);
    if (files.length === 0) throw TicketingError.invalid([{ field: 'files', message: FIELD_ERRORS.required }]);
    const ticket = await this.commands.execute(new AttachTicketFilesCommand(principal, id, files));
    return { success: { result: ticket, message: TICKET_MESSAGES.updated } };
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentPrincipal() principal: Principal, @Param('id') id: string) {
    await this.commands.execute(new DeleteTicketCommand(principal, id));
    return { success: { message: TICKET_MESSAGES.deleted } };
  }
}
