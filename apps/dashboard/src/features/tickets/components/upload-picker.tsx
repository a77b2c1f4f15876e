import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { UPLOAD_LIMITS, type UploadKind, uploadProblems } from '../utils/upload-precheck';
import { fileSizeText } from '../utils/file-size';

interface UploadPickerProps {
  kind: UploadKind;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Files the ticket already has count against the limit. */
  alreadyAttached?: number;
}


/**
 * Picks images (jpg, jpeg, png; 5 MB each, at most 5) or PDFs (20 MB each, at most 5). Problems
 * show at once, before anything is sent (the form refuses to send while there are any).
 */
export function UploadPicker({ kind, files, onChange, alreadyAttached = 0 }: UploadPickerProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const problems = uploadProblems(kind, files, alreadyAttached);
  const label = kind === 'image' ? t('tickets.upload.images') : t('tickets.upload.pdfs');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} aria-describedby={hintId}>
          {label}
        </Button>
        <Typography id={hintId} variant="caption" color="text.secondary">
          {kind === 'image' ? t('tickets.upload.imageHint') : t('tickets.upload.pdfHint')}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={UPLOAD_LIMITS[kind].accept}
          aria-label={label}
          data-upload-kind={kind}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (picked.length) onChange([...files, ...picked]);
          }}
        />
      </Stack>
      {files.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {files.map((file, index) => (
            <Chip
              key={`${file.name}-${index}`}
              label={`${file.name} (${fileSizeText(file.size)})`}
              color={problems.some((p) => p.fileName === file.name) ? 'error' : 'default'}
              onDelete={() => onChange(files.filter((_, i) => i !== index))}
              deleteIcon={<CloseIcon aria-label={t('tickets.upload.remove', { name: file.name })} />}
            />
          ))}
        </Stack>
      )}
      {problems.map((problem, index) => (
        <FormHelperText key={`${problem.message}-${index}`} error>
          {problem.fileName ? `${problem.fileName}: ` : ''}
          {translate(problem.message)}
        </FormHelperText>
      ))}
    </Stack>
  );
}
