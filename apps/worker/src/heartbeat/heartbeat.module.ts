import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { HeartbeatProcessor } from './heartbeat.processor';
import { HeartbeatScheduler } from './heartbeat.scheduler';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.heartbeat })],
  providers: [HeartbeatProcessor, HeartbeatScheduler],
})
export class HeartbeatModule {}
