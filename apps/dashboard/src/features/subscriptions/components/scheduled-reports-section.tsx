import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportScheduleRow } from '@voc/contracts';
import { REPORT_SCHEDULES, savedViewHref, SUBSCRIPTION_LANGUAGES, type ReportSchedule, type SubscriptionLanguage } from '@voc/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChoiceField } from '../../../components/ui/choice-field';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useAppDispatch, useAppSelector } from '../../../lib/store/store-hooks';
import { noticeShown, selectLocale } from '../../../lib/store/ui-slice';
import { subscriptionText, type SubscriptionTextKey } from '../../../lib/subscriptions/subscription-texts';
import { useMyReportSchedulesQuery, useRemoveReportScheduleMutation, useSaveReportScheduleMutation } from '../api/subscriptions-api';

/**
 * The notifications page's scheduled reports (issue 33): each of the user's saved report views whose
 * page a schedule can send (the api lists them: libs/domain SCHEDULED_REPORT_PAGES) with its schedule
 * (not sent, weekly, monthly) and its mail's language; a change is saved at once.
 */
export function ScheduledReportsSection() {
  const { t: translateCommon } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const t = (key: SubscriptionTextKey, values?: Record<string, string>) => subscriptionText(locale, key, values);
  const headingId = useId();
  const schedules = useMyReportSchedulesQuery();
  const [save, saving] = useSaveReportScheduleMutation();
  const [remove, removing] = useRemoveReportScheduleMutation();
  const translate = useTranslateMessage();
  const dispatch = useAppDispatch();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const view = schedules.data;

  const change = async (row: ReportScheduleRow, schedule: ReportSchedule | '', language: SubscriptionLanguage) => {
    setErrors((e) => ({ ...e, [row.saved_view_id]: '' }));
    const answer = schedule === '' ? await remove(row.saved_view_id) : await save({ viewId: row.saved_view_id, schedule, language });
    if (answer.error) {
      const details = (answer.error as { data?: { error?: { message?: string; details?: Array<{ message: string }> } } }).data?.error;
      setErrors((e) => ({ ...e, [row.saved_view_id]: translate(details?.details?.[0]?.message ?? details?.message ?? 'errors.internal') }));
      return;
    }
    dispatch(noticeShown({ text: t('reports.saved', { name: row.name }) }));
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('reports.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.intro')}
      </Typography>
      {(schedules.isFetching || saving.isLoading || removing.isLoading) && <LinearProgress aria-label={translateCommon('common.loading')} />}
      {schedules.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {view && view.views.length === 0 && <Alert severity="info">{t('reports.none')}</Alert>}
      {view && (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {view.views.map((row) => (
            <Stack key={row.saved_view_id} component="li" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <Link component={RouterLink} to={savedViewHref(row)} aria-label={t('reports.open', { name: row.name })} sx={{ flex: 1, pt: 1, overflowWrap: 'anywhere' }}>
                {row.name}
              </Link>
              <ChoiceField
                label={`${t('reports.schedule')}: ${row.name}`}
                value={row.schedule ?? ''}
                emptyLabel={t('reports.off')}
                choices={REPORT_SCHEDULES.map((value) => ({ value, label: t(`reports.${value}`) }))}
                onChange={(value) => void change(row, value as ReportSchedule | '', row.language)}
                disabled={!view.has_email}
                error={errors[row.saved_view_id] || undefined}
                minWidth={240}
              />
              <ChoiceField
                label={`${t('language')}: ${row.name}`}
                value={row.language}
                choices={SUBSCRIPTION_LANGUAGES.map((value) => ({ value, label: t(`languageName.${value}`) }))}
                onChange={(value) => row.schedule && void change(row, row.schedule, value as SubscriptionLanguage)}
                disabled={!view.has_email || row.schedule === null}
                minWidth={200}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
