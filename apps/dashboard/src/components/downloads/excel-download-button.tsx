import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../lib/store/store-hooks';
import { messageShown, noticeShown, selectLocale } from '../../lib/store/ui-slice';
import { type SpreadsheetRequest, useDownloadSpreadsheetMutation, useLazyGetExportQuery } from '../../lib/downloads/downloads-api';
import { saveDownloadedFile } from '../../lib/downloads/file-download';

const POLL_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ExcelDownloadButtonProps {
  /** The report's address under /api and its filters; `lang` is added from the language shown. */
  request: SpreadsheetRequest;
  label: string;
  /** Says so when the file is saved (the api's failures show in the alert anyway). */
  announceSuccess?: boolean;
}

/**
 * Downloads a spreadsheet report with the bearer token. A large report answers with a background
 * export: the button follows it (every second) and saves the file when it is ready.
 */
export function ExcelDownloadButton({ request, label, announceSuccess = true }: ExcelDownloadButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const [download] = useDownloadSpreadsheetMutation();
  const [getExport] = useLazyGetExportQuery();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      let answer = await download({ url: request.url, params: { ...request.params, lang: locale } }).unwrap();
      if ('job' in answer) {
        let job = answer.job;
        while (job.status === 'queued' || job.status === 'running') {
          await wait(POLL_MS);
          job = await getExport(job._id).unwrap();
        }
        if (job.status === 'failed') {
          dispatch(messageShown({ kind: 'alert', message: { text: job.error ?? 'errors.export.failed' } }));
          return;
        }
        answer = await download({ url: `/exports/${job._id}/file` }).unwrap();
      }
      if ('file' in answer) {
        saveDownloadedFile(answer.file);
        // A notice, not a dialog: the file is saved, nothing needs an answer (issue 16).
        if (announceSuccess) dispatch(noticeShown({ text: 'exports.downloaded', params: { file: answer.file.fileName } }));
      }
    } catch {
      // The failed call already shows its alert (api-error-alert).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" onClick={() => void run()} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}>
      {label || t('exports.downloadExcel')}
    </Button>
  );
}
