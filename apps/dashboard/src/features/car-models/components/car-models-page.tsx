import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CarModelView } from '@voc/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { ScrollingTable } from '../../../components/ui/scrolling-table';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useListCarModelsQuery } from '../api/car-models-api';
import { CarModelForm } from './car-model-form';

/**
 * `/app/carmodel` (csn and nissan): the car-model master the complaint analysis by segment reads,
 * each model with its Thai and English names and segment; add and edit in a dialog.
 */
export function CarModelsPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const models = useListCarModelsQuery();
  const [editing, setEditing] = useState<CarModelView | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <PageHeading
        title={title}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('carModels.add')}
          </Button>
        }
      />
      <Paper variant="outlined">
        {models.isFetching && <LinearProgress aria-label={t('common.loading')} />}
        <ScrollingTable label={title} labelTable>
          <TableHead>
            <TableRow>
              <TableCell>{t('carModels.field.model')}</TableCell>
              <TableCell>{t('carModels.field.name_th')}</TableCell>
              <TableCell>{t('carModels.field.name_en')}</TableCell>
              <TableCell>{t('carModels.field.segment')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {models.data?.map((entry) => (
              <TableRow key={entry._id} hover>
                <TableCell component="th" scope="row">
                  {entry.model}
                </TableCell>
                <TableCell>{entry.name_th}</TableCell>
                <TableCell>{entry.name_en}</TableCell>
                <TableCell>{translate(`carModels.segment.${entry.segment}`)}</TableCell>
                <TableCell align="right">
                  <IconButton size="small" aria-label={t('carModels.edit', { model: entry.model })} onClick={() => setEditing(entry)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      </Paper>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="sm">
        <DialogTitle>{editing === 'new' ? t('carModels.add') : t('carModels.edit', { model: editing?.model ?? '' })}</DialogTitle>
        {editing !== null && <CarModelForm key={editing === 'new' ? 'new' : editing._id} entry={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </Stack>
  );
}
