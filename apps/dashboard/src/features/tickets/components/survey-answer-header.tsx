import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/date-format';
import { useSurveyAnswerOfTicketQuery } from '../api/survey-answer-api';

const BAND_COLOUR = { top2box: 'success', passive: 'default', bottom6: 'error' } as const;

/** What the customer answered, at the top of a survey ticket: the score, Q1 and Q2, and the comment. */
export function SurveyAnswerHeader({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  const answer = useSurveyAnswerOfTicketQuery(ticket._id);
  const survey = answer.data;
  const comment = survey?.comment ?? ticket.complaint_description;
  return (
    <SectionCard title={t('tickets.survey.title')}>
      <Stack spacing={1.5} data-testid="survey-answer">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {answer.isLoading ? (
            <Skeleton variant="rounded" width={96} height={24} />
          ) : survey ? (
            <>
              <Chip color={BAND_COLOUR[survey.band]} label={t('tickets.survey.score', { score: survey.nps })} />
              <Typography variant="body2" color="text.secondary">
                {t('tickets.survey.answeredOn', { day: formatDate(survey.responded_day) })}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('tickets.survey.noScore')}
            </Typography>
          )}
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, '& dt': { fontWeight: 600 }, '& dd': { m: 0, whiteSpace: 'pre-wrap' } }}>
          <dt>{t('tickets.field.q1')}</dt>
          <dd>{ticket.q1 || '–'}</dd>
          <dt>{t('tickets.field.q2')}</dt>
          <dd>{ticket.q2 || '–'}</dd>
          <dt>{t('tickets.survey.comment')}</dt>
          <dd>{comment || '–'}</dd>
        </Box>
      </Stack>
    </SectionCard>
  );
}
