import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SaveSubscriptionsDto, SubscriptionsView } from '@voc/contracts';
import { SUBSCRIPTION_KINDS, SUBSCRIPTION_LANGUAGES, type SubscriptionLanguage } from '@voc/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/store-hooks';
import { selectLocale } from '../../../lib/store/ui-slice';
import { briefScopeLabel, subscriptionText, type SubscriptionTextKey } from '../../../lib/subscriptions/subscription-texts';
import { ChoiceField } from '../../../components/ui/choice-field';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useMySubscriptionsQuery, useSaveMySubscriptionsMutation } from '../api/subscriptions-api';
import { ScheduledReportsSection } from './scheduled-reports-section';

type Choices = Omit<SaveSubscriptionsDto, never>;

const choicesOf = (view: SubscriptionsView): Choices => ({
  monthly_brief: view.monthly_brief,
  weekly_digest: view.weekly_digest,
  alerts: view.alerts,
  alerts_sms: view.alerts_sms,
  language: view.language,
});

/**
 * `/app/notifications` (the user menu): what the user receives by mail about their own scope — the
 * monthly brief on close, the weekly digest, alerts (and alerts by SMS) — and in which language.
 * Only what their scope offers can be switched on; the api checks the same (libs/domain). Below,
 * their saved KPI report views mailed as spreadsheets on a schedule.
 */
export function NotificationSettingsPage() {
  const { t: translateCommon } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const t = (key: SubscriptionTextKey, values?: Record<string, string>) => subscriptionText(locale, key, values);
  const translate = useTranslateMessage();
  const mine = useMySubscriptionsQuery();
  const [save, saving] = useSaveMySubscriptionsMutation();
  const [choices, setChoices] = useState<Choices | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const view = mine.data;

  useEffect(() => {
    if (view) setChoices(choicesOf(view));
  }, [view]);

  const submit = async () => {
    if (!choices) return;
    setErrors({});
    const answer = await save(choices);
    if ('error' in answer && answer.error) {
      const details = (answer.error as { data?: { error?: { details?: Array<{ field: string; message: string }> } } }).data?.error?.details ?? [];
      setErrors(Object.fromEntries(details.map((d) => [d.field, translate(d.message)])));
    }
  };

  const toggle = (field: keyof Choices, label: string, hint: string, disabled: boolean) => (
    <Stack key={field}>
      <FormControlLabel
        control={<Switch checked={Boolean(choices?.[field])} disabled={disabled} onChange={(event) => setChoices((c) => (c ? { ...c, [field]: event.target.checked, ...(field === 'alerts' && !event.target.checked ? { alerts_sms: false } : {}) } : c))} />}
        label={label}
      />
      <FormHelperText error={Boolean(errors[field])} sx={{ ml: 6, mt: -0.5 }}>
        {errors[field] ?? hint}
      </FormHelperText>
    </Stack>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      {mine.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {view && !view.has_email && <Alert severity="info">{t('noEmail')}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {(mine.isFetching || saving.isLoading) && <LinearProgress aria-label={translateCommon('common.loading')} />}
        {view && choices && (
          <form
            noValidate
            aria-label={t('title')}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack spacing={2}>
              {view.available.length === 0 && <Alert severity="info">{t('nothingInScope')}</Alert>}
              {SUBSCRIPTION_KINDS.filter((kind) => view.available.includes(kind)).map((kind) =>
                toggle(kind, t(`kind.${kind}`), kind === 'monthly_brief' ? t('hint.monthly_brief', { scopes: view.brief_scopes.map((scope) => briefScopeLabel(locale, scope)).join(', ') }) : t(`hint.${kind}`), !view.has_email),
              )}
              {view.available.includes('alerts') && toggle('alerts_sms', t('kind.alerts_sms'), view.has_mobile ? t('hint.alerts_sms') : t('noMobile'), !view.has_mobile || !choices.alerts)}
              <ChoiceField
                label={t('language')}
                value={choices.language}
                choices={SUBSCRIPTION_LANGUAGES.map((value) => ({ value, label: t(`languageName.${value}`) }))}
                onChange={(value) => setChoices((c) => (c ? { ...c, language: value as SubscriptionLanguage } : c))}
              />
              <FormHelperText>{t('unsubscribeHint')}</FormHelperText>
              <Stack direction="row">
                <Button type="submit" variant="contained" disabled={saving.isLoading || view.available.length === 0}>
                  {t('save')}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      </Paper>
      {view && view.available.length > 0 && <ScheduledReportsSection />}
    </Stack>
  );
}
