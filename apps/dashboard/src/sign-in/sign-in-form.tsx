import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSignIn, preloadSignInChecks } from './sign-in-checks';
import { type SignInField, type SignInKind, SIGN_IN_FIELDS } from './sign-in-fields';

function TextBox({ field, value, error, autoFocus, onChange }: { field: SignInField; value: string; error?: string; autoFocus: boolean; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isPassword = field.type === 'password';
  const label = t(field.label);
  return (
    <div className={`si-field${error ? ' si-field-error' : ''}`}>
      <div className="si-box">
        <input
          id={id}
          name={field.name}
          type={isPassword && visible ? 'text' : field.type}
          value={value}
          placeholder=" "
          autoComplete={field.autoComplete}
          autoFocus={autoFocus}
          required={field.required}
          aria-required={field.required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-helper-text` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <label htmlFor={id}>
          {label}
          {field.required && <span aria-hidden="true"> *</span>}
        </label>
        {isPassword && (
          <button type="button" className="si-eye" aria-label={visible ? t('signin.hidePassword') : t('signin.showPassword')} onClick={() => setVisible((shown) => !shown)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d={visible ? EYE_OFF : EYE} fill="currentColor" />
            </svg>
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-helper-text`} className="si-helper">
          {t(error as never)}
        </p>
      )}
    </div>
  );
}

// MUI's Visibility and VisibilityOff icons.
const EYE = 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

export interface SignInFormProps {
  kind: SignInKind;
  /** Sends the checked values; answers the api's message keys by field when it refused them. */
  onSubmit: (values: Record<string, string>) => Promise<Record<string, string>>;
}

/** The sign-in form: the app's checks (the shared DTOs') before the call, the api's field messages after. */
export function SignInForm({ kind, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const fields = SIGN_IN_FIELDS[kind];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field.name, ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  // The checks' code comes after the form shows, before anyone can submit it.
  useEffect(() => preloadSignInChecks(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = await checkSignIn(kind, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      setErrors(await onSubmit(values));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate className="si-stack" aria-label={t(kind === 'dealer' ? 'signin.dealer.heading' : 'signin.staff.heading')} onSubmit={(event) => void submit(event)}>
      {fields.map((field, index) => (
        <TextBox key={field.name} field={field} value={values[field.name] ?? ''} error={errors[field.name]} autoFocus={index === 0} onChange={(value) => setValues((now) => ({ ...now, [field.name]: value }))} />
      ))}
      {submitting && <div role="progressbar" aria-label={t('signin.submitting')} className="si-progress" />}
      <button type="submit" className="si-button si-submit" disabled={submitting}>
        {submitting ? t('signin.submitting') : t('signin.submit')}
      </button>
    </form>
  );
}
