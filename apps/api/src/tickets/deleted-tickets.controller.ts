import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { DeletedTicketsQueryDto, type DeletedTicketView, type ListBody, type SuccessEnvelope } from '@voc/contracts';
import { DELETION_AUDITORS } from '@voc/domain';
import { AllowUserTypes } from '../common/access/allowed-user-types.decorator';
import { UserTypeGuard } from '../common/access/user-type.guard';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { pageOf } from '../common/openapi/success-answers';
import { DeletedTicketsQuery } from './queries/deleted-tickets.query';

/** The deletions' audit view (issue 31): which tickets were deleted, by whom, when and why. csn only. */
@ApiTags('Tickets')
@Controller('ticket-deletions')
@UseGuards(UserTypeGuard)
@AllowUserTypes(DELETION_AUDITORS)
export class DeletedTicketsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({
    summary: 'List deleted tickets: who deleted each, when and why (csn only)',
    description: 'Newest deletion first. `effect` says whether the ticket left an open month\'s figures or stays in its month\'s final figures (the month had frozen by the deletion).',
    answer: pageOf('DeletedTicketView'),
  })
  @Get()
  async list(@Query() filters: DeletedTicketsQueryDto): Promise<SuccessEnvelope<ListBody<DeletedTicketView>>> {
    return { success: await this.queries.execute(new DeletedTicketsQuery(filters)) };
  }
}
