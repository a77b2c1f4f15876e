import { PDCA_REFUSALS } from '@voc/domain';

/** Why a PDCA command was refused, and what a successful one says (message keys). */
export const PDCA_ERRORS = {
  ...PDCA_REFUSALS,
  /** The month has not missed a target (or is not over yet): nothing is owed. */
  notOwed: 'errors.pdca.notOwed',
  /** The user is neither the plan's author nor one of its reviewers (403). */
  forbidden: 'errors.pdca.forbidden',
} as const;

export const PDCA_MESSAGES = {
  saved: 'success.pdca.saved',
  submitted: 'success.pdca.submitted',
  returned: 'success.pdca.returned',
  accepted: 'success.pdca.accepted',
} as const;
