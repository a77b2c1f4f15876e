import { SOLUTION_CATEGORIES } from '@voc/domain';

/** The closed-loop form (SPEC.md §3, §5): choices as text until the DTO turns them into numbers. */
export interface VerificationFormValues {
  satisfied: '' | 'Y' | 'N';
  customer_voc: string;
  review_status: '' | '1' | '0';
  review_detail: string;
  contacted_status: '' | '1' | '0';
  verify_by: string;
  recieved_satisfied_sms_status: '' | '1' | '0';
  recieved_satisfied_sms_detail: string;
  /** The entered SMS answer overrides the outcome the product recorded (KPI5c). */
  recieved_satisfied_sms_override: boolean;
  problem_solved_status: '' | '1' | '0' | '2';
  problem_solved_detail: string;
  unsatisfied: string;
  problem_solved_suitable_status: '' | '1' | '0';
  problem_solved_suitable_detail: string;
  solution_categories: Record<string, boolean | string>;
  verify_status: '' | 'na' | 'valid' | 'invalid';
  remark: string;
}

export const SOLUTION_FREE_TEXT = 'S100';
export { SOLUTION_CATEGORIES };

export function blankVerification(verifyBy: string): VerificationFormValues {
  return {
    satisfied: '',
    customer_voc: '',
    review_status: '',
    review_detail: '',
    contacted_status: '',
    verify_by: verifyBy,
    recieved_satisfied_sms_status: '',
    recieved_satisfied_sms_detail: '',
    recieved_satisfied_sms_override: false,
    problem_solved_status: '',
    problem_solved_detail: '',
    unsatisfied: '',
    problem_solved_suitable_status: '',
    problem_solved_suitable_detail: '',
    solution_categories: {},
    verify_status: '',
    remark: '',
  };
}

const OPTIONAL_TEXT = ['problem_solved_detail', 'unsatisfied', 'problem_solved_suitable_detail', 'remark'] as const;

/**
 * What is checked and sent: the eight v1 answers as they are (an empty one is refused as
 * required), optional items only when given.
 */
export function verificationBody(values: VerificationFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  for (const key of ['problem_solved_status', 'problem_solved_suitable_status', 'verify_status', ...OPTIONAL_TEXT] as const) {
    if (typeof body[key] === 'string' && (body[key] as string).trim() === '') delete body[key];
  }
  if (Object.keys(values.solution_categories).length === 0) delete body.solution_categories;
  if (values.recieved_satisfied_sms_override) body.recieved_satisfied_sms_override = 1;
  else delete body.recieved_satisfied_sms_override;
  for (const key of ['customer_voc', 'review_detail', 'verify_by', 'recieved_satisfied_sms_detail', ...OPTIONAL_TEXT] as const) {
    if (typeof body[key] === 'string') body[key] = (body[key] as string).trim();
  }
  return body;
}
