import type { AccountProblem } from '@voc/domain';
import { DEALER_ERRORS } from '../dealers/dealer-messages';
import { FIELD_ERRORS } from '../messages/message-keys';
import { USER_ERRORS } from './user-messages';

/** The message key of each problem the account rules (libs/domain accountProblems) find. */
export const ACCOUNT_PROBLEM_KEYS: Record<AccountProblem, string> = {
  required: FIELD_ERRORS.required,
  notForType: USER_ERRORS.notForType,
  areaNotInRegion: DEALER_ERRORS.areaNotInRegion,
  notDealersPlacement: USER_ERRORS.notDealersPlacement,
};
