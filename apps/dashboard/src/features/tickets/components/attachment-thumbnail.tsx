import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UploadView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { useGetUploadObjectUrlQuery } from '../api/uploads-api';

const SIZE = 128;

/** An attached image as a thumbnail, fetched with the user's token; a click opens it full size. */
export function AttachmentThumbnail({ file }: { file: UploadView }) {
  const { t } = useTranslation();
  const { data: url, isError, isLoading } = useGetUploadObjectUrlQuery(file.path);
  return (
    <Box component="figure" sx={{ m: 0, width: SIZE }}>
      <Box sx={{ width: SIZE, height: SIZE, borderRadius: 1, border: 1, borderColor: 'divider', display: 'grid', placeItems: 'center', overflow: 'hidden', bgcolor: 'grey.100' }}>
        {isLoading && <CircularProgress size={24} aria-label={t('common.loading')} />}
        {isError && <BrokenImageOutlinedIcon color="disabled" aria-label={t('tickets.attachments.failed')} />}
        {url && (
          <Link href={url} target="_blank" rel="noopener" aria-label={t('tickets.attachments.openImage', { name: file.originalname })}>
            <Box component="img" src={url} alt={file.originalname} sx={{ width: SIZE, height: SIZE, objectFit: 'cover', display: 'block' }} />
          </Link>
        )}
      </Box>
      <Typography component="figcaption" variant="caption" noWrap title={file.originalname} sx={{ display: 'block' }}>
        {file.originalname}
      </Typography>
    </Box>
  );
}
