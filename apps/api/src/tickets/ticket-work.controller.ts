import { Body, Controller, Get, Param, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AddTicketNoteDto, AssignTicketOwnerDto, TICKET_MESSAGES, TicketActivityQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { objectOf, str, type PropertiesOf } from '../common/openapi/schema-builders';
import { answerOf, resultOf, resultsOf } from '../common/openapi/success-answers';
import { TicketFilesInterceptor } from '../uploads/interceptors/ticket-files.interceptor';
import type { ReceivedFile } from '../uploads/services/upload-storage.service';
import { AddTicketNoteCommand } from './commands/add-ticket-note.command';
import { AssignTicketOwnerCommand } from './commands/assign-ticket-owner.command';
import { OwnerCandidatesQuery, OwnerWorkloadQuery, TicketActivityQuery } from './queries/ticket-work.queries';

const filesOf = (req: Request) => (req.files as ReceivedFile[] | undefined) ?? [];
const notePosition = objectOf<{ position: string }>({ position: str } satisfies PropertiesOf<{ position: string }>, "The note's position in the ticket's log.");

/**
 * Working a ticket beside its status (issue 32): notes, the owner, the log since a position and the
 * workload per owner. Listed before TicketsController in the module, so `workload` is not read as
 * a ticket id. Every call goes through the user's ticket scope.
 */
@ApiTags('Tickets')
@Controller('tickets')
export class TicketWorkController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiDoc({ summary: 'Open tickets per owner among the tickets you see (the list\'s workload filter)', answer: resultsOf('OwnerWorkloadRow') })
  @Get('workload')
  async workload(@CurrentPrincipal() principal: Principal) {
    return { success: { result: await this.queries.execute(new OwnerWorkloadQuery(principal)) } };
  }

  @ApiDoc({
    summary: 'Add a note to a ticket without changing its status, with one image or PDF when sent as multipart',
    answer: resultOf(notePosition, { message: true }),
    params: { id: 'The ticket id.' },
    upload: 'ticketFiles',
    example: { text: 'โทรหาลูกค้าแล้ว นัดเข้าศูนย์วันศุกร์' },
    errors: { 413: "FileTooLarge: a file over its kind's size limit." },
  })
  @Post(':id/notes')
  @UseInterceptors(TicketFilesInterceptor)
  async addNote(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: AddTicketNoteDto, @Req() req: Request) {
    const result = await this.commands.execute(new AddTicketNoteCommand(principal, id, body.text, filesOf(req)));
    return { success: { result, message: TICKET_MESSAGES.noteAdded } };
  }

  @ApiDoc({
    summary: 'Give a ticket to a person of its dealer or of the call centre (owner_id null takes it back)',
    answer: resultOf('TicketView', { message: true }),
    params: { id: 'The ticket id.' },
    example: { owner_id: '<user id>' },
    errors: { 422: 'TicketLocked: the ticket is completed or cancelled.' },
  })
  @Put(':id/owner')
  async assignOwner(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: AssignTicketOwnerDto) {
    const result = await this.commands.execute(new AssignTicketOwnerCommand(principal, id, body.owner_id ?? null));
    return { success: { result, message: TICKET_MESSAGES.ownerAssigned } };
  }

  @ApiDoc({ summary: 'The people a ticket may be given to, with the open tickets each owns', answer: resultsOf('OwnerCandidateView'), params: { id: 'The ticket id.' } })
  @Get(':id/owner-candidates')
  async ownerCandidates(@CurrentPrincipal() principal: Principal, @Param('id') id: string) {
    return { success: { result: await this.queries.execute(new OwnerCandidatesQuery(principal, id)) } };
  }

  @ApiDoc({ summary: "A ticket's log as people read it, after a position (what changed since the page was read)", answer: answerOf('TicketActivityAnswer'), params: { id: 'The ticket id.' } })
  @Get(':id/activity')
  async activity(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Query() query: TicketActivityQueryDto) {
    return { success: await this.queries.execute(new TicketActivityQuery(principal, id, query.after ?? null)) };
  }
}
