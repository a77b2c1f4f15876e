import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HotsheetImportView } from '@voc/contracts';
import { HOTSHEET_COLUMNS, type Locale, type TicketType } from '@voc/domain';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { useAppSelector } from '../../../lib/store/store-hooks';
import { selectLocale } from '../../../lib/store/ui-slice';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { isUuid } from '../../../lib/url-params';
import {
  useConfirmHotsheetImportMutation,
  useGetHotsheetImportQuery,
  useGetHotsheetLimitsQuery,
  useListImportProblemRowsQuery,
  useStartHotsheetImportMutation,
} from '../api/imports-api';
import { IMPORT_PARAM } from '../utils/import-paths';
import { ExcelDownloadButton } from '../../../components/downloads/excel-download-button';
import { PageHeading } from '../../../components/ui/page-heading';

const POLL_MS = 1000;
const PROBLEM_PAGE_SIZE = 20;

interface HotsheetImportPageProps {
  title: string;
  type: TicketType;
  listPath: string;
  listTitle: string;
}

/**
 * Hot-alert import (import roles): template, limits, xlsx upload, the dry run's progress and
 * preview with its problem rows, confirm, creation progress and the final counts. The import
 * followed is in the address (?import=<id>), so a reload picks it up again.
 */
export function HotsheetImportPage({ title, type, listPath, listTitle }: HotsheetImportPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get(IMPORT_PARAM) ?? '';
  const importId = isUuid(requested) ? requested.toLowerCase() : '';

  return (
    <Stack spacing={2}>
      <PageHeading
        title={title}
        actions={
          <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon />}>
            {listTitle}
          </Button>
        }
      />
      {importId ? (
        <ImportProgress key={importId} importId={importId} onRestart={() => setSearch({}, { replace: false })} />
      ) : (
        <UploadForm type={type} onStarted={(id) => setSearch({ [IMPORT_PARAM]: id })} />
      )}
      {!importId && <Typography variant="body2" color="text.secondary">{t('imports.hint')}</Typography>}
    </Stack>
  );
}

function UploadForm({ type, onStarted }: { type: TicketType; onStarted: (id: string) => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { data: limits } = useGetHotsheetLimitsQuery();
  const [start, { isLoading }] = useStartHotsheetImportMutation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setFile(null);
    setProblem('');
    if (!chosen) return;
    if (!chosen.name.toLowerCase().endsWith('.xlsx')) {
      setProblem(translate('errors.upload.excelType'));
      return;
    }
    if (limits && chosen.size > limits.max_bytes) {
      setProblem(translate('errors.import.fileTooLarge', { max: limits.max_megabytes }));
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    try {
      const saved = await start({ type, file }).unwrap();
      onStarted(saved.result._id);
    } catch {
      // The alert shows the api's answer (api-error-alert).
    }
  };

  return (
    <SectionCard
      title={t('imports.upload.title')}
      actions={<ExcelDownloadButton request={{ url: '/imports/hotsheet/template', params: { type } }} label={t('imports.template')} announceSuccess={false} />}
    >
      <Stack spacing={2}>
        <Typography variant="body2" data-testid="import-limits">
          {limits ? t('imports.limits', { mb: limits.max_megabytes, rows: limits.max_rows.toLocaleString(), sheet: limits.sheet_name }) : t('common.loading')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('imports.chooseFile')}
            <input hidden type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={pick} data-testid="import-file" />
          </Button>
          <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
            {file ? file.name : t('imports.noFile')}
          </Typography>
          <Button variant="contained" onClick={() => void upload()} disabled={!file || isLoading}>
            {t('imports.upload.send')}
          </Button>
        </Stack>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {isLoading && <LinearProgress aria-label={t('common.loading')} />}
      </Stack>
    </SectionCard>
  );
}

const isRunning = (status: HotsheetImportView['status'] | undefined) => status === undefined || status === 'validating' || status === 'creating';

function ImportProgress({ importId, onRestart }: { importId: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const locale = useAppSelector(selectLocale);
  const [polling, setPolling] = useState(true);
  const { data, isError } = useGetHotsheetImportQuery(importId, { pollingInterval: polling ? POLL_MS : 0 });
  const [confirm, { isLoading: confirming }] = useConfirmHotsheetImportMutation();
  const status = data?.status;
  if (data && polling !== isRunning(status)) setPolling(isRunning(status));

  if (isError) return <Alert severity="error">{t('imports.notFound')}</Alert>;
  if (!data) return <LinearProgress aria-label={t('common.loading')} />;

  const { progress, counts } = data;
  const percent = progress.total > 0 ? Math.min(100, (progress.done / progress.total) * 100) : 0;
  const created = status === 'completed';

  return (
    <Stack spacing={2}>
      <SectionCard title={`${t(`imports.status.${data.status}`)} — ${data.file_name}`}>
        <Stack spacing={1.5}>
          {isRunning(status) && (
            <Stack spacing={0.5}>
              <LinearProgress variant="determinate" value={percent} aria-label={t(`imports.pass.${progress.pass}`)} />
              <Typography variant="body2" role="status">
                {t(`imports.pass.${progress.pass}`)}: {t('imports.progress', { done: progress.done, total: progress.total })}
              </Typography>
            </Stack>
          )}
          {status === 'failed' && <Alert severity="error">{translate(data.error ?? 'errors.import.failed')}</Alert>}
          {(status === 'previewed' || status === 'creating' || created) && (
            <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="import-counts">
              <Typography>{t('imports.counts.rows', { count: counts.rows })}</Typography>
              <Typography>{t('imports.counts.valid', { count: counts.valid })}</Typography>
              <Typography>{t('imports.counts.problems', { count: counts.problems })}</Typography>
            </Stack>
          )}
          {created && (
            <Alert severity={counts.failed > 0 ? 'warning' : 'success'} data-testid="import-result">
              {[t('imports.counts.created', { count: counts.created }), t('imports.counts.skipped', { count: counts.skipped }), t('imports.counts.failed', { count: counts.failed })].join(' · ')}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {status === 'previewed' && (
              <Button variant="contained" onClick={() => void confirm(importId).unwrap().then(() => setPolling(true), () => undefined)} disabled={confirming || counts.valid === 0}>
                {t('imports.confirm', { count: counts.valid })}
              </Button>
            )}
            {counts.problems > 0 && !isRunning(status) && (
              <ExcelDownloadButton request={{ url: `/imports/hotsheet/${importId}/problems.xlsx` }} label={t('imports.problems.download')} announceSuccess={false} />
            )}
            {!isRunning(status) && <Button onClick={onRestart}>{t('imports.again')}</Button>}
          </Stack>
        </Stack>
      </SectionCard>
      {counts.problems > 0 && !isRunning(status) && <ProblemRows importId={importId} locale={locale} />}
    </Stack>
  );
}

function columnLabel(key: string, locale: Locale): string {
  const column = HOTSHEET_COLUMNS.find((candidate) => candidate.key === key);
  if (!column) return key;
  return locale === 'th-TH' ? column.th : column.en;
}

function ProblemRows({ importId, locale }: { importId: string; locale: Locale }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [page, setPage] = useState(0);
  const { data, isFetching } = useListImportProblemRowsQuery({ id: importId, page: page + 1, limit: PROBLEM_PAGE_SIZE });

  return (
    <SectionCard title={t('imports.problems.title')}>
      {isFetching && <LinearProgress aria-label={t('common.loading')} />}
      <Table size="small" aria-label={t('imports.problems.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('imports.problems.row')}</TableCell>
            <TableCell>{t('imports.problems.column')}</TableCell>
            <TableCell>{t('imports.problems.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.result.flatMap((row) =>
            row.problems.map((problem, index) => (
              <TableRow key={`${row.row_number}-${index}`}>
                <TableCell>{index === 0 ? row.row_number : ''}</TableCell>
                <TableCell>{columnLabel(problem.column, locale)}</TableCell>
                <TableCell>{translate(problem.message, problem.params)}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={PROBLEM_PAGE_SIZE}
        rowsPerPageOptions={[PROBLEM_PAGE_SIZE]}
      />
    </SectionCard>
  );
}
