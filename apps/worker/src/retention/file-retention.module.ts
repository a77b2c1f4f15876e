import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { FileRetentionProcessor, FileRetentionScheduler } from './file-retention.processor';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.fileRetention })],
  providers: [FileRetentionProcessor, FileRetentionScheduler],
})
export class FileRetentionModule {}
