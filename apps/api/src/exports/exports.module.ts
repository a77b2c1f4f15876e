import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { QueuesModule } from '../queues/queues.module';
import { ExportsController } from './exports.controller';
import { ExportFileHandler } from './queries/export-file.handler';
import { GetExportHandler } from './queries/get-export.handler';
import { TicketExportHandler } from './queries/ticket-export.handler';
import { ExportJobs } from './services/export-jobs.service';
import { TicketExportsController } from './ticket-exports.controller';

@Module({
  imports: [CqrsModule, QueuesModule],
  controllers: [TicketExportsController, ExportsController],
  providers: [ExportJobs, TicketExportHandler, GetExportHandler, ExportFileHandler],
})
export class ExportsModule {}
