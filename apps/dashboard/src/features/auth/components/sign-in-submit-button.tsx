import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The submit button of the sign-in forms; shows a spinner while the call runs. */
export function SignInSubmitButton({ submitting, label }: { submitting: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={submitting}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {submitting ? t('signin.submitting') : (label ?? t('signin.submit'))}
    </Button>
  );
}
