import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { ToNumber } from './transforms';

const required = { message: FIELD_ERRORS.required };
const long = { message: FIELD_ERRORS.max };

/**
 * PUT /api/tickets/verified/{_id}: the closed-loop verification (v1 form, SPEC.md §3, §5). The
 * first eight fields are required; the rest are the review items of the full form.
 */
export class VerifyTicketDto {
  /** Y satisfied, N unsatisfied, NA no answer. */
  @IsIn(['Y', 'N', 'NA'], required)
  satisfied!: 'Y' | 'N' | 'NA';

  @IsNotEmpty(required) @IsString(required) @MaxLength(5000, long)
  customer_voc!: string;

  /** 1 = complaint details complete, 0 = incomplete. */
  @ToNumber() @IsIn([0, 1], required)
  review_status!: 0 | 1;

  @IsNotEmpty(required) @IsString(required) @MaxLength(5000, long)
  review_detail!: string;

  /** 1 = contacted within 24 hours. */
  @ToNumber() @IsIn([0, 1], required)
  contacted_status!: 0 | 1;

  @IsNotEmpty(required) @IsString(required) @MaxLength(200, long)
  verify_by!: string;

  @ToNumber() @IsIn([0, 1], required)
  recieved_satisfied_sms_status!: 0 | 1;

  @IsNotEmpty(required) @IsString(required) @MaxLength(5000, long)
  recieved_satisfied_sms_detail!: string;

  /**
   * 1: recieved_satisfied_sms_status overrides the satisfaction SMS outcome the product recorded
   * (KPI5c, libs/domain satisfaction-sms.ts); absent or 0: the recorded outcome decides.
   */
  @IsOptional() @ToNumber() @IsIn([0, 1], { message: FIELD_ERRORS.invalid })
  recieved_satisfied_sms_override?: 0 | 1;

  /** 1 done, 0 unable to proceed, 2 waiting for action (with a reason and a plan). */
  @IsOptional() @ToNumber() @IsIn([0, 1, 2], { message: FIELD_ERRORS.invalid })
  problem_solved_status?: 0 | 1 | 2;

  @IsOptional() @IsString() @MaxLength(5000, long)
  problem_solved_detail?: string;

  @IsOptional() @IsString() @MaxLength(5000, long)
  unsatisfied?: string;

  @IsOptional() @ToNumber() @IsIn([0, 1], { message: FIELD_ERRORS.invalid })
  problem_solved_suitable_status?: 0 | 1;

  @IsOptional() @IsString() @MaxLength(5000, long)
  problem_solved_suitable_detail?: string;

  @IsOptional() @IsObject({ message: FIELD_ERRORS.invalid })
  solution_categories?: Record<string, boolean | string>;

  @IsOptional() @IsIn(['na', 'valid', 'invalid'], { message: FIELD_ERRORS.invalid })
  verify_status?: 'na' | 'valid' | 'invalid';

  @IsOptional() @IsString() @MaxLength(5000, long)
  remark?: string;
}
