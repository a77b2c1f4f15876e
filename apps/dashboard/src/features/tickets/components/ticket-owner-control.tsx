import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TicketDetailView, TicketOwnerView } from '@voc/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useAssignTicketOwnerMutation, useOwnerCandidatesQuery } from '../api/ticket-work-api';
import { refusalMessageOf } from '../utils/status-options';

const NOBODY = '-';

/**
 * The ticket's owner (issue 32): who works it now, "take it" for a user who may own it, and a
 * picker of its dealer's staff and the call centre with the open tickets each owns. A change
 * confirms with a passing notice that can undo it.
 */
export function TicketOwnerControl({ ticket, userId }: { ticket: TicketDetailView; userId: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [picking, setPicking] = useState(false);
  const [assign, { isLoading }] = useAssignTicketOwnerMutation();
  const candidates = useOwnerCandidatesQuery(ticket._id, { skip: !ticket.allowed.can_assign });
  const [done, setDone] = useState<{ previous: TicketOwnerView | null; now: TicketOwnerView | null } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const owner = ticket.owner;
  const mayTake = ticket.allowed.can_assign && owner?._id !== userId && (candidates.data ?? []).some((c) => c._id === userId);

  const give = async (ownerId: string | null, undoing = false) => {
    const previous = owner;
    setRefusal(null);
    const answer = await assign({ id: ticket._id, body: { owner_id: ownerId } });
    setPicking(false);
    if (answer.error) return setRefusal(refusalMessageOf(answer.error));
    setDone(undoing ? null : { previous, now: answer.data.result.owner });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('tickets.owner.label')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="ticket-owner">
          {owner ? owner.name : t('tickets.owner.nobody')}
        </Typography>
        {mayTake && (
          <Button size="small" variant="outlined" disabled={isLoading} onClick={() => void give(userId)}>
            {t('tickets.owner.takeIt')}
          </Button>
        )}
        {ticket.allowed.can_assign && !picking && (
          <Button size="small" disabled={isLoading} onClick={() => setPicking(true)}>
            {t('tickets.owner.change')}
          </Button>
        )}
      </Stack>
      {picking && (
        <TextField
          select
          size="small"
          label={t('tickets.owner.pick')}
          value={owner?._id ?? NOBODY}
          disabled={isLoading || candidates.isFetching}
          onChange={(e) => void give(e.target.value === NOBODY ? null : e.target.value)}
          fullWidth
        >
          <MenuItem value={NOBODY}>
            <em>{t('tickets.owner.nobody')}</em>
          </MenuItem>
          {(candidates.data ?? []).map((c) => (
            <MenuItem key={c._id} value={c._id}>
              {t('tickets.owner.candidate', { name: c.name, kind: t(`tickets.owner.kind.${c.type}`), n: c.open_tickets })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)}>
          {translate(refusal)}
        </Alert>
      )}
      <Snackbar open={done !== null} autoHideDuration={8000} onClose={(_e, reason) => reason !== 'clickaway' && setDone(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert
          severity="success"
          variant="filled"
          role="status"
          onClose={() => setDone(null)}
          action={
            <Button color="inherit" size="small" disabled={isLoading} onClick={() => done && void give(done.previous?._id ?? null, true)}>
              {t('tickets.owner.undo')}
            </Button>
          }
        >
          {done?.now ? t('tickets.owner.given', { name: done.now.name }) : t('tickets.owner.cleared')}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
