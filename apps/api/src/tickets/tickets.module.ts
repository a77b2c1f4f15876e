import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { UploadsModule } from '../uploads/uploads.module';
import { CreateTicketHandler } from './commands/create-ticket.handler';
import { DeleteTicketHandler } from './commands/delete-ticket.handler';
import { AttachTicketFilesHandler } from './commands/attach-ticket-files.handler';
import { CancelTicketHandler } from './commands/cancel-ticket.handler';
import { ChangeTicketStatusHandler } from './commands/change-ticket-status.handler';
import { RewriteTicketLogHandler } from './commands/rewrite-ticket-log.handler';
import { UpdateTicketHandler } from './commands/update-ticket.handler';
import { VerifyTicketHandler } from './commands/verify-ticket.handler';
import { GetTicketHandler } from './queries/get-ticket.handler';
import { ListProblemListsHandler } from './queries/list-problem-lists.handler';
import { ListSubcategoriesHandler } from './queries/list-subcategories.handler';
import { ListTicketsHandler } from './queries/list-tickets.handler';
import { SameTelHandler } from './queries/same-tel.handler';
import { StatusReportHandler } from './queries/status-report.handler';
import { DeletedTicketsHandler } from './queries/deleted-tickets.handler';
import { DeletedTicketsController } from './deleted-tickets.controller';
import { ReferenceListsController } from './reference-lists.controller';
import { TicketsController } from './tickets.controller';
import { TicketWorkController } from './ticket-work.controller';
import { AddTicketNoteHandler } from './commands/add-ticket-note.handler';
import { AssignTicketOwnerHandler } from './commands/assign-ticket-owner.handler';
import { OwnerCandidatesHandler } from './queries/owner-candidates.handler';
import { OwnerWorkloadHandler } from './queries/owner-workload.handler';
import { TicketActivityHandler } from './queries/ticket-activity.handler';
import { ReportingStore } from '@voc/reporting-schema';
import { UnitOfWork } from '@voc/sql';
import { reportingRepository } from '../common/persistence/repository-providers';
import { DeletedTicketsRepository } from './repositories/deleted-tickets.repository';
import { ReportKernelModule } from '../reports/kernel/report-kernel.module';
import { TicketKpiRepository } from '../reports/repositories/ticket-kpi.repository';

const CommandHandlers = [
  CreateTicketHandler,
  UpdateTicketHandler,
  ChangeTicketStatusHandler,
  CancelTicketHandler,
  RewriteTicketLogHandler,
  AttachTicketFilesHandler,
  VerifyTicketHandler,
  DeleteTicketHandler,
  AddTicketNoteHandler,
  AssignTicketOwnerHandler,
];
/** Deleted tickets: the main database's records with their month's freeze from the reporting store. */
const deletedTickets = {
  provide: DeletedTicketsRepository,
  useFactory: (uow: UnitOfWork, reporting: ReportingStore) => new DeletedTicketsRepository(uow.runner, reporting.runner),
  inject: [UnitOfWork, ReportingStore],
};

const QueryHandlers = [GetTicketHandler, ListTicketsHandler, StatusReportHandler, SameTelHandler, ListSubcategoriesHandler, ListProblemListsHandler, TicketActivityHandler, OwnerCandidatesHandler, OwnerWorkloadHandler, DeletedTicketsHandler];

@Module({
  imports: [CqrsModule, UploadsModule, ReportKernelModule],
  // TicketWorkController first: its `workload` route must come before TicketsController's `:id`.
  controllers: [TicketWorkController, TicketsController, ReferenceListsController, DeletedTicketsController],
  providers: [reportingRepository(TicketKpiRepository), deletedTickets, ...CommandHandlers, ...QueryHandlers],
})
export class TicketsModule {}
