import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { QueuesModule } from '../queues/queues.module';
import { ConfirmHotsheetImportHandler } from './commands/confirm-hotsheet-import.handler';
import { StartHotsheetImportHandler } from './commands/start-hotsheet-import.handler';
import { HotsheetImportsController } from './hotsheet-imports.controller';
import { HotsheetFileInterceptor } from './interceptors/hotsheet-file.interceptor';
import { GetHotsheetImportHandler } from './queries/get-hotsheet-import.handler';
import { HotsheetLimitsHandler } from './queries/hotsheet-limits.handler';
import { HotsheetTemplateHandler } from './queries/hotsheet-template.handler';
import { ImportProblemsFileHandler } from './queries/import-problems-file.handler';
import { ListHotsheetImportsHandler } from './queries/list-hotsheet-imports.handler';
import { ListImportRowsHandler } from './queries/list-import-rows.handler';
import { ImportFiles } from './services/import-files.service';
import { ImportJobs } from './services/import-jobs.service';

const CommandHandlers = [StartHotsheetImportHandler, ConfirmHotsheetImportHandler];
const QueryHandlers = [GetHotsheetImportHandler, ListHotsheetImportsHandler, ListImportRowsHandler, HotsheetTemplateHandler, ImportProblemsFileHandler, HotsheetLimitsHandler];

@Module({
  imports: [CqrsModule, QueuesModule],
  controllers: [HotsheetImportsController],
  providers: [ImportFiles, ImportJobs, HotsheetFileInterceptor, ...CommandHandlers, ...QueryHandlers],
})
export class ImportsModule {}
