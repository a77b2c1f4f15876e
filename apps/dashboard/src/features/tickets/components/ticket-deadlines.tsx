import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketDeadlineView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';

const stateOf = (d: TicketDeadlineView) => (d.met === true ? 'met' : d.met === false ? 'missed' : 'open');
const COLOURS = { met: 'success.main', missed: 'error.main', open: 'text.primary' } as const;

/** The ticket's KPI deadlines (issue 32): the next one first and marked, then the others, met or missed. */
export function TicketDeadlines({ deadlines }: { deadlines: TicketDeadlineView[] }) {
  const { t } = useTranslation();
  if (deadlines.length === 0) return null;
  const ordered = [...deadlines.filter((d) => d.next), ...deadlines.filter((d) => !d.next)];
  return (
    <Stack component="ul" spacing={0.5} aria-label={t('tickets.deadlines.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {ordered.map((d) => {
        const state = stateOf(d);
        return (
          <Typography component="li" key={d.kpi} variant="body2" data-deadline={d.kpi} data-next={d.next || undefined} sx={{ fontWeight: d.next ? 600 : 400 }}>
            {t(`tickets.deadlines.${d.kpi}`)}: {formatDateTime(d.due_at)}{' '}
            <Typography component="span" variant="body2" sx={{ color: COLOURS[state], fontWeight: 600 }}>
              {d.next && state === 'open' ? t('tickets.deadlines.next') : t(`tickets.deadlines.${state}`)}
            </Typography>
          </Typography>
        );
      })}
    </Stack>
  );
}
