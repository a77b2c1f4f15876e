import { Module } from '@nestjs/common';
import { TicketFilesInterceptor } from './interceptors/ticket-files.interceptor';
import { UploadStorage } from './services/upload-storage.service';
import { UploadsController } from './uploads.controller';

@Module({
  controllers: [UploadsController],
  providers: [UploadStorage, TicketFilesInterceptor],
  exports: [UploadStorage, TicketFilesInterceptor],
})
export class UploadsModule {}
