import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { OwedWork } from './owed-work.service';

/** Puts back into Redis the work PostgreSQL says is owed, and the schedules, when Redis lost them. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.hotsheetImport }, { name: QUEUES.ticketExport }, { name: QUEUES.heartbeat }, { name: QUEUES.deadlines }, { name: QUEUES.fileRetention }, { name: QUEUES.surveySync }, { name: QUEUES.notifications })],
  providers: [OwedWork],
})
export class OwedWorkModule {}
