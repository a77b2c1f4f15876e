import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { TicketExportProcessor } from './ticket-export.processor';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.ticketExport })],
  providers: [TicketExportProcessor],
})
export class TicketExportModule {}
