import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTE_MAX_LENGTH } from '@voc/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useAddTicketNoteMutation } from '../api/ticket-work-api';
import { refusalMessageOf } from '../utils/status-options';
import { uploadProblems } from '../utils/upload-precheck';

interface TicketNoteDialogProps {
  open: boolean;
  ticketId: string;
  caseNo: string;
  /** Files the ticket has of each kind (a note's file counts in the ticket's limits). */
  attached: { image: number; pdf: number };
  onClose: () => void;
}

/** A note on the ticket without a status change (issue 32): text and, when wanted, one image or PDF. */
export function TicketNoteDialog({ open, ticketId, caseNo, attached, onClose }: TicketNoteDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const fileLabelId = useId();
  const [addNote, { isLoading }] = useAddTicketNoteMutation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const kind = file?.type === 'application/pdf' || file?.name.toLowerCase().endsWith('.pdf') ? 'pdf' : 'image';
  const fileProblems = file ? uploadProblems(kind, [file], attached[kind]) : [];
  const missing = text.trim() === '';

  const close = () => {
    setText('');
    setFile(null);
    setTried(false);
    setRefusal(null);
    onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || text.length > NOTE_MAX_LENGTH || fileProblems.length > 0) return;
    const body = new FormData();
    body.append('text', text.trim());
    if (file) body.append(kind === 'pdf' ? 'pdfFiles[]' : 'imageFiles[]', file, file.name);
    const answer = await addNote({ id: ticketId, body });
    if (answer.error) setRefusal(refusalMessageOf(answer.error));
    else close();
  };

  return (
    <FormDialog
      open={open}
      onDismiss={isLoading ? undefined : close}
      title={t('tickets.note.title', { caseNo })}
      onSubmit={save}
      saveLabel={t('tickets.note.save')}
      onCancel={close}
      busy={isLoading}
    >
      <TextField
        label={t('tickets.note.text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        required
        multiline
        minRows={4}
        fullWidth
        autoFocus
        error={tried && missing}
        helperText={tried && missing ? t('errors.field.required') : t('tickets.note.hint', { max: NOTE_MAX_LENGTH })}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
      <Stack spacing={0.5}>
        <Typography id={fileLabelId} variant="body2" color="text.secondary">
          {t('tickets.note.file')}
        </Typography>
        <input
          type="file"
          aria-labelledby={fileLabelId}
          accept="image/jpeg,image/png,application/pdf"
          data-note-file
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {fileProblems.map((problem) => (
          <Typography key={problem.message} variant="body2" color="error">
            {problem.fileName ? `${problem.fileName}: ` : ''}
            {translate(problem.message)}
          </Typography>
        ))}
      </Stack>
      {refusal && <Alert severity="error">{translate(refusal)}</Alert>}
    </FormDialog>
  );
}
