import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketDetailView, UploadView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/date-format';
import { useLazyGetUploadObjectUrlQuery } from '../api/uploads-api';
import { AttachmentThumbnail } from './attachment-thumbnail';
import { fileSizeText } from '../utils/file-size';


/** A PDF opens on demand: fetched with the token, then shown in a new tab (or saved if tabs are blocked). */
function PdfLink({ file }: { file: UploadView }) {
  const { t } = useTranslation();
  const [load, { isFetching }] = useLazyGetUploadObjectUrlQuery();
  const open = async () => {
    // The tab is opened by the click itself so a pop-up blocker lets it through; it gets its
    // address once the file has arrived.
    const tab = window.open('', '_blank');
    const answer = await load(file.path, true);
    if (!answer.data) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = answer.data;
    else {
      const link = document.createElement('a');
      link.href = answer.data;
      link.download = file.originalname;
      link.click();
    }
  };
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Button size="small" onClick={() => void open()} disabled={isFetching} aria-label={t('tickets.attachments.openPdf', { name: file.originalname })}>
          {t('tickets.attachments.open')}
        </Button>
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <PictureAsPdfOutlinedIcon color="error" aria-hidden />
      </ListItemIcon>
      <ListItemText primary={file.originalname} secondary={`${fileSizeText(file.size)} · ${file.uploaded_by ?? ''} · ${formatDateTime(file.uploaded_date)}`} />
    </ListItem>
  );
}

/** The ticket's attachments: thumbnails for images, links for PDFs (SPEC.md §3 Uploads). */
export function TicketAttachmentsCard({ ticket }: { ticket: TicketDetailView }) {
  const { t } = useTranslation();
  const empty = ticket.imageFiles.length === 0 && ticket.pdfFiles.length === 0;
  return (
    <SectionCard title={t('tickets.section.attachments')}>
      {empty && <Typography color="text.secondary">{t('tickets.attachments.none')}</Typography>}
      {ticket.imageFiles.length > 0 && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: ticket.pdfFiles.length ? 2 : 0 }} role="list" aria-label={t('tickets.upload.images')}>
          {ticket.imageFiles.map((file) => (
            <div role="listitem" key={file._id}>
              <AttachmentThumbnail file={file} />
            </div>
          ))}
        </Stack>
      )}
      {ticket.pdfFiles.length > 0 && (
        <List dense aria-label={t('tickets.upload.pdfs')}>
          {ticket.pdfFiles.map((file) => (
            <PdfLink key={file._id} file={file} />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
