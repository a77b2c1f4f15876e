import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetRequest } from '../../lib/downloads/downloads-api';
import { ExcelDownloadButton } from '../downloads/excel-download-button';

interface ReportRangeBarProps {
  /** The dates the figures cover, in words. */
  range: string;
  /** Under the range: how the figures count, how fresh they are. */
  children: ReactNode;
  /** The spreadsheet of the same filters, once they are valid. */
  download: SpreadsheetRequest | null | undefined;
}

/** Above a date-range report's figures: the range they cover and how fresh they are, and its spreadsheet. */
export function ReportRangeBar({ range, children, download }: ReportRangeBarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
      <Stack spacing={0}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {range}
        </Typography>
        {children}
      </Stack>
      {download && <ExcelDownloadButton request={download} label={t('exports.downloadExcel')} />}
    </Stack>
  );
}
