import type { TicketType } from '@voc/domain';
import type { ClassConstructor } from 'class-transformer';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { dtoFormResolver } from '../../../lib/dto-form-resolver';
import { categoryRuleMessages, hasCategoryProblems } from './complaint-category-rules';
import type { TicketFormValues } from './ticket-form-values';

/**
 * The ticket form's checks: the shared DTO (what the api checks: name and tel required, age at
 * least 1, email format, and the create or edit requirements), plus the complaint-category rules
 * that the api checks apart. The picker shows each category message where it belongs.
 */
export function ticketFormResolver(dto: ClassConstructor<object>, type: TicketType): Resolver<TicketFormValues> {
  const checkDto = dtoFormResolver(dto as ClassConstructor<TicketFormValues>);
  return async (values, context, options) => {
    const result = await checkDto(values, context, options);
    const categories = categoryRuleMessages(type, values.complaint_categories ?? {});
    if (!hasCategoryProblems(categories)) return result;
    const first = categories.general[0] ?? Object.values(categories.byGroup).flat()[0];
    const errors = { ...result.errors, complaint_categories: { type: 'categories', message: first } } as unknown as FieldErrors<TicketFormValues>;
    return { values: {}, errors };
  };
}
