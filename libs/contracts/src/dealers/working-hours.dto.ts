import { IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import { dayHoursProblem, TIME_OF_DAY, type DayHours } from '@voc/domain';
import { NestedObject } from '../shared/nested-object';
import { FIELD_ERRORS } from '../messages/message-keys';
import { DAY_HOURS_ERRORS, DEALER_ERRORS } from './dealer-messages';

/** One group of days: open and close as HH:mm, or both null when closed. */
export class DayHoursDto implements DayHours {
  @IsOptional()
  @IsString({ message: FIELD_ERRORS.invalid })
  @Matches(TIME_OF_DAY, { message: DEALER_ERRORS.timeFormat })
  open!: string | null;

  @IsOptional()
  @IsString({ message: FIELD_ERRORS.invalid })
  @Matches(TIME_OF_DAY, { message: DEALER_ERRORS.timeFormat })
  close!: string | null;
}

/** Both times or neither, closing after opening; a bad time itself is named on its own field. */
function ConsistentDayHours(): PropertyDecorator {
  return ValidateBy({
    name: 'consistentDayHours',
    validator: {
      validate(value: unknown): boolean {
        if (typeof value !== 'object' || value === null) return true;
        const { open = null, close = null } = value as Partial<DayHours>;
        const problem = dayHoursProblem({ open, close });
        return problem === null || problem === 'format';
      },
      defaultMessage(args): string {
        const { open = null, close = null } = (args?.value ?? {}) as Partial<DayHours>;
        const problem = dayHoursProblem({ open, close });
        return problem ? DAY_HOURS_ERRORS[problem] : FIELD_ERRORS.invalid;
      },
    },
  });
}

/** Working hours (SPEC.md §3 Dealer): a day group left out is closed. */
export class WorkingHoursDto {
  @IsOptional() @NestedObject(DayHoursDto) @ConsistentDayHours()
  monday_to_friday?: DayHoursDto;

  @IsOptional() @NestedObject(DayHoursDto) @ConsistentDayHours()
  saturday?: DayHoursDto;

  @IsOptional() @NestedObject(DayHoursDto) @ConsistentDayHours()
  sunday?: DayHoursDto;
}
