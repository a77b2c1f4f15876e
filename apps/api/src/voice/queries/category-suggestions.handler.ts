import { Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CategoryModelStanding, CategorySuggestionsAnswer, CategorySuggestionView } from '@voc/contracts';
import { analyseText, parseCategoryModel, suggestCategories, type CategoryModel } from '@voc/voice-text';
import { CategoryModelsRepository, type CategoryModelHead } from '../repositories/category-models.repository';
import { topicKind } from '../services/topic-kinds';
import { CategorySuggestionsQuery } from './category-suggestions.query';

const SUGGESTIONS = 3;
const pct = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);

/**
 * Suggests with the newest trained model (voice_category_models, kept in memory until a newer
 * one is trained: its id is asked for on every call, the model read only when it changed); with
 * none trained yet (or a stored one the library cannot read), with the text library's phrase rules alone.
 */
@QueryHandler(CategorySuggestionsQuery)
export class CategorySuggestionsHandler implements IQueryHandler<CategorySuggestionsQuery, CategorySuggestionsAnswer> {
  private readonly logger = new Logger(CategorySuggestionsHandler.name);
  private loaded: { id: string; model: CategoryModel | null } | null = null;

  constructor(private readonly models: CategoryModelsRepository) {}

  async execute({ request }: CategorySuggestionsQuery): Promise<CategorySuggestionsAnswer> {
    const models = this.models;
    const head = await models.newest();
    if (!head) return { suggestions: ruleSuggestions(request.text, request.type), model: null };
    if (this.loaded?.id !== head.id) {
      const model = parseCategoryModel(await models.model(head.id));
      if (!model) this.logger.warn({ modelId: head.id }, 'stored category model unreadable; suggesting by the phrase rules');
      this.loaded = { id: head.id, model };
    }
    if (!this.loaded.model) return { suggestions: ruleSuggestions(request.text, request.type), model: null };
    const suggestions = suggestCategories(this.loaded.model, request.text, request.type, SUGGESTIONS).map((s) => ({ code: s.code, probability: Math.round(s.probability * 1000) / 1000, words: s.words }));
    return { suggestions, model: standing(head) };
  }
}

function standing(head: CategoryModelHead): CategoryModelStanding {
  return { trained_at: head.trained_at, examples: head.examples, top1: pct(head.top1), top3: pct(head.top3), baseline_top1: pct(head.baseline_top1), baseline_top3: pct(head.baseline_top3) };
}

/** The complaint topics the phrase rules found, most likely first (praise is no category). */
function ruleSuggestions(text: string, type: 'showroom' | 'service'): CategorySuggestionView[] {
  return analyseText(text, { ticketType: type })
    .topics.filter((hit) => topicKind(hit.topic) === 'complaint')
    .slice(0, SUGGESTIONS)
    .map((hit) => ({ code: hit.topic, probability: Math.round(hit.score * 1000) / 1000, words: [...new Set(hit.words)] }));
}
