import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { AlertsProcessor, AlertsScheduler } from './alerts.processor';

/** Alerts (issue 33): the rules evaluated against the projections on a schedule. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.alerts })],
  providers: [AlertsProcessor, AlertsScheduler],
})
export class AlertsModule {}
