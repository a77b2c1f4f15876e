import { IsDateString, IsEmail, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import type { ComplaintCategories } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { EmptyToNull, ToJson, ToNumber } from './transforms';

const text = (max = 500) => [IsOptional(), EmptyToNull(), IsString({ message: FIELD_ERRORS.invalid }), MaxLength(max, { message: FIELD_ERRORS.max })];
function OptionalText(max?: number): PropertyDecorator {
  return (target, key) => text(max).forEach((decorate) => decorate(target, key));
}

/** The fields a ticket form edits on create and on edit (SPEC.md §3 Ticket, §5). */
export class TicketFieldsDto {
  @OptionalText(40)
  title?: string | null;

  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(200, { message: FIELD_ERRORS.max })
  name!: string;

  @IsOptional()
  @ToNumber()
  @IsInt({ message: FIELD_ERRORS.numeric })
  @Min(1, { message: FIELD_ERRORS.min })
  age?: number;

  @IsOptional()
  @EmptyToNull()
  @IsEmail({}, { message: FIELD_ERRORS.email })
  email?: string | null;

  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(40, { message: FIELD_ERRORS.max })
  tel!: string;

  @OptionalText(40) tel_office?: string | null;
  @OptionalText(40) fax?: string | null;
  @OptionalText(40) fax_office?: string | null;
  @OptionalText(1000) address?: string | null;
  @OptionalText(1000) address_office?: string | null;
  @OptionalText(100) car_model?: string | null;
  @OptionalText(40) chassis_number?: string | null;
  @OptionalText(40) body_color?: string | null;
  @OptionalText(40) registration_number?: string | null;

  @IsOptional()
  @EmptyToNull()
  @IsDateString({ strict: true }, { message: FIELD_ERRORS.date })
  delivered_date?: string | null;

  @OptionalText(200) staff_name?: string | null;

  @IsOptional()
  @ToJson()
  @IsObject({ message: FIELD_ERRORS.invalid })
  complaint_categories?: ComplaintCategories;

  @OptionalText(5000) complaint_customer_want?: string | null;
  @OptionalText(5000) complaint_root_cause?: string | null;
  @OptionalText(2000) q1?: string | null;
  @OptionalText(2000) q2?: string | null;
  @OptionalText(100) sub_category?: string | null;
  @OptionalText(100) problem_list?: string | null;
  @OptionalText(100) crm_case_no?: string | null;
  @OptionalText(100) job_id?: string | null;
  @OptionalText(2000) remark_ticket_closed?: string | null;

  @IsOptional()
  @EmptyToNull()
  @IsIn(['valid', 'invalid'], { message: FIELD_ERRORS.invalid })
  validation?: 'valid' | 'invalid' | null;
}
