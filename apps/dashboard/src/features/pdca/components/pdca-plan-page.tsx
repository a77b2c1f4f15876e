import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { PDCA_STATES, type PdcaState } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ChangeHistoryCard } from '../../../components/ui/change-history-card';
import { NotFoundMessage } from '../../../components/ui/not-found-message';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/date-format';
import { formatMonthKey } from '../../../lib/reports/number-format';
import { useAppDispatch, useAppSelector } from '../../../lib/store/store-hooks';
import { noticeShown, selectLocale } from '../../../lib/store/ui-slice';
import { usePdcaPlanQuery } from '../api/pdca-api';
import { pdcaPlanKeyOf } from '../utils/pdca-paths';
import { PdcaCheckTable } from './pdca-check-table';
import { PdcaFiles } from './pdca-files';
import { PdcaPlanForm } from './pdca-plan-form';
import { PdcaReviewPanel } from './pdca-review-panel';
import { PdcaStateChip } from './pdca-state-chip';

const isPdcaState = (value: string): value is PdcaState => (PDCA_STATES as readonly string[]).includes(value);

const HISTORY_FIELDS = ['state', 'problem', 'root_cause', 'actions', 'do_text', 'act_text', 'files', 'review_comment'] as const;

/**
 * `/app/pdca/plan?dealer=&type=&month=` (issue 14): one development plan — its Check figures from
 * the projections, the Plan/Do/Act form for the branch's staff, the review for managers and head
 * office, and every change with who made it.
 */
export function PdcaPlanPage() {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const key = pdcaPlanKeyOf(search);
  const plan = usePdcaPlanQuery(key ?? skipToken);
  const done = (message: string) => dispatch(noticeShown({ text: message }));

  if (!key || plan.isError) return <NotFoundMessage />;
  const view = plan.data;
  const editable = Boolean(view?.abilities.includes('save'));
  const reviewable = Boolean(view?._id && view.abilities.some((a) => a === 'return' || a === 'accept'));
  const dealerName = view ? (locale === 'en-US' ? `${view.dealer.dealer_name_en || view.dealer.dealer_name} ${view.dealer.branch_name_en || view.dealer.branch_name}` : `${view.dealer.dealer_name} ${view.dealer.branch_name}`) : '';

  return (
    <Stack spacing={2}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/app/pdca')} sx={{ alignSelf: 'flex-start' }}>
        {t('pdca.plan.back')}
      </Button>
      {plan.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {view && (
        <>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h5" component="h1">
              {t('pdca.plan.title', { kind: t(`pdca.kind.${view.type}`), month: formatMonthKey(view.month, locale) })}
            </Typography>
            <PdcaStateChip state={view.shown_state} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {view.dealer.dealer_code} {dealerName}
            {view.state !== 'accepted' && view.state !== 'submitted' && ` · ${t('pdca.plan.due', { date: formatDate(view.due_at) })}`}
          </Typography>
          {view.review_comment && (
            <Alert severity={view.state === 'returned' ? 'warning' : 'info'}>
              {t('pdca.plan.reviewComment')}: {view.review_comment}
            </Alert>
          )}
          <SectionCard title={t('pdca.part.check')}>
            <PdcaCheckTable months={view.check} />
          </SectionCard>
          <SectionCard title={t('pdca.plan.parts')}>
            <Stack spacing={2}>
              <PdcaPlanForm key={`${view._id ?? 'new'}-${view.state}`} plan={view} planKey={key} editable={editable} onSaved={done} />
              <PdcaFiles planId={view._id} files={view.files} canAdd={editable} />
            </Stack>
          </SectionCard>
          {reviewable && view._id && (
            <SectionCard title={t('pdca.review.title')}>
              <PdcaReviewPanel planId={view._id} abilities={view.abilities} onDone={done} />
            </SectionCard>
          )}
          {view.history.length > 0 && (
            <ChangeHistoryCard
              entries={view.history}
              fieldOrder={HISTORY_FIELDS}
              fieldLabel={(field) => t(`pdca.history.${field as (typeof HISTORY_FIELDS)[number]}`)}
              valueText={(field, value) => (field === 'state' && typeof value === 'string' && isPdcaState(value) ? t(`pdca.state.${value}`) : undefined)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
