import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@voc/sql';
import { findUploadForDownload } from '@voc/ticketing';
import { UploadStorage } from '../services/upload-storage.service';
import { GetUploadFileQuery, type UploadFile } from './get-upload-file.query';

@QueryHandler(GetUploadFileQuery)
export class GetUploadFileHandler implements IQueryHandler<GetUploadFileQuery, UploadFile> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: UploadStorage,
  ) {}

  async execute({ principal, fileId }: GetUploadFileQuery): Promise<UploadFile> {
    const file = await findUploadForDownload(this.uow.runner, principal, fileId);
    return { key: this.storage.keyOf(file.storedName), originalname: file.originalname, mimeType: file.mimeType, size: file.size };
  }
}
