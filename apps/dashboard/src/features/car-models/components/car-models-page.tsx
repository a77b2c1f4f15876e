import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CarModelView } from '@voc/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EntryEditing, EntryDialog } from '../../../components/ui/entry-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { TablePanel } from '../../../components/ui/table-panel';
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
  const [editing, setEditing] = useState<EntryEditing<CarModelView>>(null);
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
      <TablePanel label={title} loading={models.isFetching}>
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
      </TablePanel>
      <EntryDialog editing={editing} onClose={() => setEditing(null)} title={editing === 'new' ? t('carModels.add') : t('carModels.edit', { model: editing?.model ?? '' })}>
        {(entry) => <CarModelForm key={entry?._id ?? 'new'} entry={entry} onDone={() => setEditing(null)} />}
      </EntryDialog>
    </Stack>
  );
}
