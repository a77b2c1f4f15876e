import { QueryFailedError } from 'typeorm';

/** The name of the unique index or constraint a failed write ran into, if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' ? (driverError.constraint ?? null) : null;
}
