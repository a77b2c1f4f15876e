import { Transform } from 'class-transformer';

/** Multipart forms send every field as text: these turn text back into what the DTO declares. */
export const ToNumber = () =>
  Transform(({ value }) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value));

export const ToBoolean = () => Transform(({ value }) => (typeof value === 'string' ? value === 'true' || value === '1' : value));

export const ToJson = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value; // left as text, so the validator names the field
    }
  });

/** Empty text means "not given": optional fields then skip their checks. */
export const EmptyToUndefined = () => Transform(({ value }) => (value === '' || value === null ? undefined : value));

/** Empty text means "cleared": an edit form's blank box empties the field (optional checks skip null). */
export const EmptyToNull = () => Transform(({ value }) => (value === '' ? null : value));
