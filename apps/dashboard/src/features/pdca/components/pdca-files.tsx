import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PdcaFileView } from '@voc/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { useAttachPdcaFilesMutation, usePdcaFileObjectUrlMutation } from '../api/pdca-api';

/** The Do part's files: listed for every reader, added by the branch while the plan is theirs (saved once first). */
export function PdcaFiles({ planId, files, canAdd }: { planId: string | null; files: readonly PdcaFileView[]; canAdd: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [attach, attaching] = useAttachPdcaFilesMutation();
  const [objectUrl] = usePdcaFileObjectUrlMutation();

  const upload = async (chosen: FileList | null) => {
    if (!planId || !chosen || chosen.length === 0) return;
    const body = new FormData();
    for (const file of Array.from(chosen)) body.append(file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf') ? 'pdfFiles[]' : 'imageFiles[]', file, file.name);
    await attach({ id: planId, body });
    if (input.current) input.current.value = '';
  };
  const open = async (file: PdcaFileView) => {
    if (!planId) return;
    const answer = await objectUrl({ planId, fileId: file._id });
    if ('data' in answer && answer.data) window.open(answer.data, '_blank', 'noopener');
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('pdca.files.title')}
      </Typography>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('pdca.files.none')}
        </Typography>
      ) : (
        <List dense aria-label={t('pdca.files.title')}>
          {files.map((file) => (
            <ListItem key={file._id} disableGutters>
              <Link component="button" type="button" onClick={() => void open(file)}>
                {file.originalname}
              </Link>
              <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {formatDateTime(file.uploaded_date)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {canAdd &&
        (planId ? (
          <>
            <input ref={input} type="file" hidden multiple accept=".pdf,.jpg,.jpeg,.png" aria-label={t('pdca.files.add')} onChange={(event) => void upload(event.target.files)} />
            <Button startIcon={<AttachFileIcon />} disabled={attaching.isLoading} onClick={() => input.current?.click()} sx={{ alignSelf: 'flex-start' }}>
              {t('pdca.files.add')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('pdca.files.limits')}
            </Typography>
          </>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('pdca.files.saveFirst')}
          </Typography>
        ))}
    </Stack>
  );
}
