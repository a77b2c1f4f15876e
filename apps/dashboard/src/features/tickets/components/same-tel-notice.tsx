import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { TicketType } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { useSameTelThisMonthQuery } from '../api/tickets-api';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { ticketDetailPath } from '../utils/ticket-paths';

/** Shorter than this is still being typed: no phone number has fewer digits. */
const MIN_TEL_LENGTH = 6;

/**
 * The same-tel warning (SPEC.md §5) as soon as the tel is typed, not only after Save: the tickets
 * of this type this tel opened this month, each opening in a new tab so the form stays. Saving
 * still asks to confirm (the create command checks again).
 */
export function SameTelNotice({ tel, type }: { tel: string; type: TicketType }) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(tel.trim(), 400);
  const { data: existing } = useSameTelThisMonthQuery({ tel: settled, type }, { skip: settled.length < MIN_TEL_LENGTH || settled.length > 40 });
  if (!existing?.length || settled !== tel.trim()) return null;
  return (
    <Alert severity="warning" role="status" aria-label={t('tickets.duplicate.title')}>
      {t('warnings.ticket.duplicateTel')} ({settled}):{' '}
      {existing.map((ticket, i) => (
        <span key={ticket._id}>
          {i > 0 && ', '}
          <Link href={ticketDetailPath({ _id: ticket._id, source: 'callcenter', type })} target="_blank" rel="noopener">
            {ticket.case_no}
          </Link>
        </span>
      ))}
    </Alert>
  );
}
