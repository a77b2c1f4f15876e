import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { DeadlineSweepProcessor, DeadlineSweepScheduler } from './deadline-sweep.processor';
import { EventRelay } from './event-relay.service';
import { ProjectionsProcessor } from './projections.processor';
import { PartitionAligner } from './partitions/partition-aligner';

/** The reporting projections: relay from the log, projection jobs, and the deadline sweep. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.projections }, { name: QUEUES.deadlines })],
  providers: [PartitionAligner, EventRelay, ProjectionsProcessor, DeadlineSweepProcessor, DeadlineSweepScheduler],
})
export class ProjectionsModule {}
