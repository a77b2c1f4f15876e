// class-transformer's @Type reads design-time metadata as this module loads: the polyfill first.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDateString, IsIn, IsNotEmpty, IsUUID, Matches, ValidateNested } from 'class-validator';
import { TICKET_TYPES, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { OptionalText, RequiredText } from '../shared/text-fields';

/** The most actions a plan lists, files aside. */
export const PDCA_MAX_ACTIONS = 20;

/** One action of the Plan part: what, who owns it, by when. */
export class PdcaActionDto {
  @RequiredText(500)
  what!: string;

  @RequiredText(200)
  owner!: string;

  @IsNotEmpty({ message: FIELD_ERRORS.required }) @IsDateString({ strict: true }, { message: FIELD_ERRORS.date })
  due_date!: string;
}

/** Which plan: the dealer branch (its _id), the type and the month (YYYY-MM) that missed a target. */
export class PdcaPlanKeyDto {
  @IsNotEmpty({ message: FIELD_ERRORS.required }) @IsUUID('4', { message: FIELD_ERRORS.invalid })
  dealer!: string;

  @IsNotEmpty({ message: FIELD_ERRORS.required }) @IsIn(TICKET_TYPES, { message: FIELD_ERRORS.invalid })
  type!: TicketType;

  @IsNotEmpty({ message: FIELD_ERRORS.required }) @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: FIELD_ERRORS.invalid })
  month!: string;
}

/**
 * PUT /api/pdca/plans: saves the dealer's plan as a draft (creates it the first time). A draft
 * may be incomplete; Check is never sent (it is read from the projections).
 */
export class SavePdcaPlanDto extends PdcaPlanKeyDto {
  @OptionalText(5000)
  problem?: string | null;

  @OptionalText(5000)
  root_cause?: string | null;

  @IsArray({ message: FIELD_ERRORS.invalid })
  @ArrayMaxSize(PDCA_MAX_ACTIONS, { message: FIELD_ERRORS.max })
  @ValidateNested({ each: true })
  @Type(() => PdcaActionDto)
  actions: PdcaActionDto[] = [];

  @OptionalText(5000)
  do_text?: string | null;

  @OptionalText(5000)
  act_text?: string | null;
}

/** POST /api/pdca/plans/submit: the plan with its Plan part complete (problem, root cause, at least one action). */
export class SubmitPdcaPlanDto extends PdcaPlanKeyDto {
  @RequiredText(5000)
  problem!: string;

  @RequiredText(5000)
  root_cause!: string;

  @IsArray({ message: FIELD_ERRORS.invalid })
  @ArrayMinSize(1, { message: FIELD_ERRORS.required })
  @ArrayMaxSize(PDCA_MAX_ACTIONS, { message: FIELD_ERRORS.max })
  @ValidateNested({ each: true })
  @Type(() => PdcaActionDto)
  actions!: PdcaActionDto[];

  @OptionalText(5000)
  do_text?: string | null;

  @OptionalText(5000)
  act_text?: string | null;
}

/** POST /api/pdca/plans/{id}/return: a reviewer sends the plan back; the comment says why. */
export class ReturnPdcaPlanDto {
  @RequiredText(2000)
  comment!: string;
}

/** POST /api/pdca/plans/{id}/accept: a reviewer accepts the plan, with a comment or none. */
export class AcceptPdcaPlanDto {
  @OptionalText(2000)
  comment?: string | null;
}
