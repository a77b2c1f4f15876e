import { SavePdcaPlanDto, SubmitPdcaPlanDto, type PdcaPlanView } from '@voc/contracts';
import type { ClassConstructor } from 'class-transformer';
import type { Resolver } from 'react-hook-form';
import { dtoFormResolver } from '../../../lib/dto-form-resolver';
import type { PdcaPlanKey } from '../api/pdca-api';

export interface PdcaActionValues {
  what: string;
  owner: string;
  due_date: string;
}

/** The plan form: Plan (problem, root cause, actions), Do and Act; Check is shown, never typed. */
export interface PdcaPlanFormValues {
  problem: string;
  root_cause: string;
  actions: PdcaActionValues[];
  do_text: string;
  act_text: string;
}

export type PdcaIntent = 'save' | 'submit';

export function planFormValuesOf(plan: PdcaPlanView): PdcaPlanFormValues {
  return { problem: plan.problem, root_cause: plan.root_cause, actions: plan.actions.map((a) => ({ ...a })), do_text: plan.do_text, act_text: plan.act_text };
}

export const EMPTY_ACTION: PdcaActionValues = { what: '', owner: '', due_date: '' };

/** What the form sends: its values with the plan's key. */
export function planBodyOf(key: PdcaPlanKey, values: PdcaPlanFormValues): SavePdcaPlanDto {
  return { ...key, ...values } as SavePdcaPlanDto;
}

/**
 * The form's checks are the api's: a draft through SavePdcaPlanDto (anything may still be empty),
 * a submission through SubmitPdcaPlanDto (problem, root cause and one action at least). The intent
 * is read when the form is checked, so one form serves both buttons.
 */
export function pdcaPlanResolver(key: PdcaPlanKey, intent: () => PdcaIntent): Resolver<PdcaPlanFormValues> {
  const save = dtoFormResolver(SavePdcaPlanDto as unknown as ClassConstructor<PdcaPlanFormValues>);
  const submit = dtoFormResolver(SubmitPdcaPlanDto as unknown as ClassConstructor<PdcaPlanFormValues>);
  return async (values, context, options) => {
    const checked = await (intent() === 'submit' ? submit : save)(planBodyOf(key, values) as unknown as PdcaPlanFormValues, context, options);
    return Object.keys(checked.errors).length === 0 ? { values, errors: {} } : checked;
  };
}
