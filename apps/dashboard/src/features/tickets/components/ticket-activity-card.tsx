import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketDetailView } from '@voc/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/date-format';
import { activityText } from '../utils/activity-text';
import { AttachmentThumbnail } from './attachment-thumbnail';

const SHOWN_FIRST = 8;

/** The ticket's log as people read it (issue 32), newest first: notes with their files, moves, edits, the owner. */
export function TicketActivityCard({ ticket, onAddNote }: { ticket: TicketDetailView; onAddNote?: () => void }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const entries = all ? ticket.activity : ticket.activity.slice(0, SHOWN_FIRST);
  return (
    <SectionCard
      title={t('tickets.section.activity')}
      actions={
        onAddNote && (
          <Button size="small" variant="outlined" startIcon={<NoteAddOutlinedIcon />} onClick={onAddNote}>
            {t('tickets.note.add')}
          </Button>
        )
      }
    >
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <li key={entry.position} data-activity={entry.detail.kind}>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(entry.occurred_at)} · {entry.actor_name ?? t('tickets.activity.system')}
              {entry.detail.kind === 'note' && ` · ${t('tickets.activity.note')}`}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {activityText(entry, t)}
            </Typography>
            {entry.detail.kind === 'note' && entry.detail.file && (entry.detail.file.kind === 'image' ? <AttachmentThumbnail file={entry.detail.file} /> : <Typography variant="body2">{t('tickets.activity.attached', { name: entry.detail.file.originalname })}</Typography>)}
          </li>
        ))}
      </Stack>
      {ticket.activity.length > SHOWN_FIRST && !all && (
        <Button size="small" onClick={() => setAll(true)} sx={{ mt: 1 }}>
          {t('tickets.activity.showAll', { n: ticket.activity.length })}
        </Button>
      )}
    </SectionCard>
  );
}
