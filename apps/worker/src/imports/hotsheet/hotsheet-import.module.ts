import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { HotsheetImportProcessor } from './hotsheet-import.processor';
import { HotsheetImportRunner } from './hotsheet-import.runner';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.hotsheetImport })],
  providers: [HotsheetImportRunner, HotsheetImportProcessor],
  exports: [HotsheetImportRunner],
})
export class HotsheetImportModule {}
