/** Answers have one envelope (ARCHITECTURE.md rule 7). */
export interface SuccessEnvelope<T> {
  success: T;
}

export interface ResultBody<T> {
  result: T;
}

export interface ListBody<T> {
  result: T[];
  total: number;
}

/** One bad field: where, and the message key that says what is wrong. */
export interface FieldErrorDetail {
  field: string;
  message: string;
  /** Values the message interpolates, e.g. { min: 1 }. */
  params?: Record<string, string | number>;
}

export interface ErrorBody {
  /** A stable machine name, e.g. "ValidationError", "Unauthorized". */
  name: string;
  /** A message key when one exists (errors.signin.permission), else a readable sentence. */
  message: string;
  details?: FieldErrorDetail[];
}

export interface ErrorEnvelope {
  error: ErrorBody;
}
