import { useTranslateMessage } from './use-translate-message';

/** Translates a form field's message key (the form's own checks and the api's details alike); undefined when the field has none. */
export function useFieldMessage(): (error: { message?: string } | undefined) => string | undefined {
  const translate = useTranslateMessage();
  return (error) => (error?.message ? translate(error.message) : undefined);
}
