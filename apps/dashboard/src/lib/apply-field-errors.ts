import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the api's per-field message keys (`error.details`) onto the form's fields, for the fields
 * the form has. The alert for the call shows as well (api-error-alert).
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return;
  const details = (error.data as { error?: { details?: unknown } }).error?.details;
  if (!Array.isArray(details)) return;
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    const field = fields.find((name) => name === detail.field);
    if (field && typeof detail.message === 'string') setError(field, { type: 'server', message: detail.message });
  }
}
