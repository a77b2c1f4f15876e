import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CategorySuggestionsController } from './category-suggestions.controller';
import { CategorySuggestionsHandler } from './queries/category-suggestions.handler';
import { SurveyCommentsHandler } from './queries/survey-comments.handler';
import { VoiceDriversHandler } from './queries/voice-drivers.handler';
import { VoiceExportHandler } from './queries/voice-export.handler';
import { VoiceTopicsHandler } from './queries/voice-topics.handler';
import { VoiceTrendingHandler } from './queries/voice-trending.handler';
import { SurveyCommentsController } from './survey-comments.controller';
import { VoiceController } from './voice.controller';

/** What customers say (issue 30): voice analytics from the voice projection, the comments list, category suggestions. */
@Module({
  imports: [CqrsModule],
  controllers: [VoiceController, SurveyCommentsController, CategorySuggestionsController],
  providers: [VoiceTopicsHandler, VoiceTrendingHandler, VoiceDriversHandler, VoiceExportHandler, SurveyCommentsHandler, CategorySuggestionsHandler],
})
export class VoiceModule {}
