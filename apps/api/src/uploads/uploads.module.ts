import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TicketFilesInterceptor } from './interceptors/ticket-files.interceptor';
import { GetUploadFileHandler } from './queries/get-upload-file.handler';
import { ListUploadsHandler } from './queries/list-uploads.handler';
import { UploadStorage } from './services/upload-storage.service';
import { UploadsController } from './uploads.controller';

@Module({
  imports: [CqrsModule],
  controllers: [UploadsController],
  providers: [UploadStorage, TicketFilesInterceptor, ListUploadsHandler, GetUploadFileHandler],
  exports: [UploadStorage, TicketFilesInterceptor],
})
export class UploadsModule {}
