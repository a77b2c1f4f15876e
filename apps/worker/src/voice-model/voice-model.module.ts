import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { VoiceModelProcessor, VoiceModelScheduler } from './voice-model.processor';

/** The complaint-category model's retraining (issue 30). */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.voiceModel })],
  providers: [VoiceModelProcessor, VoiceModelScheduler],
})
export class VoiceModelModule {}
