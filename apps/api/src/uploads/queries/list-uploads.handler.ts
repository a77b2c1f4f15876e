import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UploadView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { listUploads } from '@voc/ticketing';
import { ListUploadsQuery } from './list-uploads.query';

@QueryHandler(ListUploadsQuery)
export class ListUploadsHandler implements IQueryHandler<ListUploadsQuery, UploadView[]> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, ticketId }: ListUploadsQuery): Promise<UploadView[]> {
    return listUploads(this.uow.runner, principal, ticketId);
  }
}
