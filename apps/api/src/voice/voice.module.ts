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
import { mainRepositories, reportingRepositories } from '../common/persistence/repository-providers';
import { ReportKernelModule } from '../reports/kernel/report-kernel.module';
import { CategoryModelsRepository } from './repositories/category-models.repository';
import { SurveyCommentsRepository } from './repositories/survey-comments.repository';
import { VoiceFiguresRepository } from './repositories/voice-figures.repository';
import { VoiceStatement } from './services/voice-statement';

/** What customers say (issue 30): voice analytics from the voice projection, the comments list, category suggestions. */
@Module({
  imports: [CqrsModule, ReportKernelModule],
  controllers: [VoiceController, SurveyCommentsController, CategorySuggestionsController],
  providers: [...reportingRepositories(VoiceFiguresRepository, SurveyCommentsRepository), ...mainRepositories(CategoryModelsRepository), VoiceStatement, VoiceTopicsHandler, VoiceTrendingHandler, VoiceDriversHandler, VoiceExportHandler, SurveyCommentsHandler, CategorySuggestionsHandler],
})
export class VoiceModule {}
