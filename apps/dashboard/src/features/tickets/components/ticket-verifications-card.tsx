import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketDetailView, TicketReviewView, VerificationView } from '@voc/contracts';
import { SOLUTION_CATEGORIES } from '@voc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldList, type FieldListItem } from '../../../components/ui/field-list';
import { SectionCard } from '../../../components/ui/section-card';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { formatDateTime } from '../../../lib/date-format';
import { VerificationFormDialog } from './verification-form-dialog';

function reviewItems(review: TicketReviewView, translate: (key: string) => string): FieldListItem[] {
  const yesNo = (value: 0 | 1 | undefined) => (value === undefined ? '' : value === 1 ? translate('common.yes') : translate('common.no'));
  const solutions = [...SOLUTION_CATEGORIES.filter((code) => review.solution_categories?.[code] === true).map((code) => `${code} ${translate(`solutionCategory.${code}`)}`)];
  const freeText = review.solution_categories?.S100;
  if (typeof freeText === 'string' && freeText) solutions.push(`S100 ${freeText}`);
  return [
    { label: translate('verification.satisfied'), value: review.satisfied ? translate(`verification.satisfied.${review.satisfied}`) : '' },
    { label: translate('verification.contacted_status'), value: yesNo(review.contacted_status) },
    { label: translate('verification.customer_voc'), value: review.customer_voc, wide: true },
    { label: translate('verification.review_status'), value: review.review_status === undefined ? '' : translate(`verification.review_status.${review.review_status}`) },
    { label: translate('verification.verify_by'), value: review.verify_by },
    { label: translate('verification.review_detail'), value: review.review_detail, wide: true },
    { label: translate('verification.recieved_satisfied_sms_status'), value: yesNo(review.recieved_satisfied_sms_status) },
    { label: translate('verification.recieved_satisfied_sms_detail'), value: review.recieved_satisfied_sms_detail },
    ...(review.problem_solved_status !== undefined
      ? [{ label: translate('verification.problem_solved_status'), value: translate(`verification.problem_solved_status.${review.problem_solved_status}`) }]
      : []),
    ...(review.problem_solved_detail ? [{ label: translate('verification.problem_solved_detail'), value: review.problem_solved_detail }] : []),
    ...(review.unsatisfied ? [{ label: translate('verification.unsatisfied'), value: review.unsatisfied }] : []),
    ...(review.problem_solved_suitable_status !== undefined
      ? [{ label: translate('verification.problem_solved_suitable_status'), value: translate(`verification.suitable.${review.problem_solved_suitable_status}`) }]
      : []),
    ...(review.problem_solved_suitable_detail ? [{ label: translate('verification.problem_solved_suitable_detail'), value: review.problem_solved_suitable_detail }] : []),
    ...(solutions.length ? [{ label: translate('verification.solution_categories'), value: solutions.join(', '), wide: true }] : []),
    ...(review.remark ? [{ label: translate('verification.remark'), value: review.remark, wide: true }] : []),
  ];
}

function VerificationEntry({ verification }: { verification: VerificationView }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={t('verification.entry', { date: formatDateTime(verification.verified_at) })}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle2">{formatDateTime(verification.verified_at)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {verification.verified_by ?? ''}
        </Typography>
        <Chip size="small" label={t(`verifyStatus.${verification.verify_status}`)} color={verification.verify_status === 'valid' ? 'success' : verification.verify_status === 'invalid' ? 'error' : 'default'} />
      </Stack>
      <FieldList items={reviewItems(verification.review, translate)} />
    </Paper>
  );
}

/** The closed-loop verifications, newest first, and the form for users who may verify. */
export function TicketVerificationsCard({ ticket, verifyBy }: { ticket: TicketDetailView; verifyBy: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      title={t('tickets.section.verifications')}
      actions={
        ticket.allowed.can_verify && (
          <Button variant="outlined" startIcon={<FactCheckOutlinedIcon />} onClick={() => setOpen(true)}>
            {t('verification.open')}
          </Button>
        )
      }
    >
      {ticket.verifications.length === 0 ? (
        <Typography color="text.secondary">{t('verification.none')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {ticket.verifications.map((verification) => (
            <VerificationEntry key={verification.position} verification={verification} />
          ))}
        </Stack>
      )}
      {ticket.allowed.can_verify && <VerificationFormDialog open={open} ticketId={ticket._id} caseNo={ticket.case_no} verifyBy={verifyBy} onClose={() => setOpen(false)} />}
    </SectionCard>
  );
}
