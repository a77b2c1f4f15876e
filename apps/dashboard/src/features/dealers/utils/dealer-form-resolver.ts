import { CreateDealerDto, DEALER_ERRORS, UpdateDealerDto } from '@voc/contracts';
import type { ClassConstructor } from 'class-transformer';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { dtoFormResolver } from '../../../lib/dto-form-resolver';
import { type DealerFormValues, dealerBodyOf, openDaysWithoutHours } from './dealer-form-values';

/**
 * The dealer form's checks: the body the form would send, through the shared DTO (what the api
 * checks: required names and codes, regions, areas inside their regions, HH:mm hours with closing
 * after opening), plus one of the form's own: a day marked open needs its hours. The body's
 * field names are the form's, so each message lands on its box (working_hours.saturday.open).
 */
export function dealerFormResolver(mode: 'create' | 'edit'): Resolver<DealerFormValues> {
  const dto = (mode === 'create' ? CreateDealerDto : UpdateDealerDto) as ClassConstructor<object>;
  const checkBody = dtoFormResolver(dto as ClassConstructor<DealerFormValues>);
  return async (values, context, options) => {
    const checked = await checkBody(dealerBodyOf(values) as unknown as DealerFormValues, context, options);
    const errors = { ...checked.errors } as Record<string, unknown>;
    const hours = { ...((errors.working_hours as Record<string, unknown> | undefined) ?? {}) };
    for (const group of openDaysWithoutHours(values)) hours[group] = { type: 'hoursIncomplete', message: DEALER_ERRORS.hoursIncomplete };
    if (Object.keys(hours).length > 0) errors.working_hours = hours;
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<DealerFormValues> };
  };
}
