import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { DealerStaffView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';

/** Where the user pages are: the app knows them; a dealer's page only links there. */
export interface StaffLinks {
  userPath: (userId: string) => string;
  newStaffPath: (dealerId: string) => string;
}

interface DealerStaffCardProps {
  dealerId: string;
  staff: readonly DealerStaffView[];
  links: StaffLinks;
}

/**
 * The dealer's staff sign-in accounts (passport ids), for user managers: each opens in the user
 * pages to edit, and new staff are added there with this dealer already chosen.
 */
export function DealerStaffCard({ dealerId, staff, links }: DealerStaffCardProps) {
  const { t } = useTranslation();
  const title = t('dealers.section.staff');
  return (
    <SectionCard
      title={title}
      actions={
        <Button component={RouterLink} to={links.newStaffPath(dealerId)} variant="outlined" size="small" startIcon={<PersonAddAlt1OutlinedIcon />}>
          {t('dealers.staff.add')}
        </Button>
      }
    >
      {staff.length === 0 ? (
        <Typography color="text.secondary">{t('dealers.staff.none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{t('dealers.staff.passport_id')}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{t('dealers.staff.name')}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{t('dealers.staff.active')}</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('dealers.staff.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {staff.map((member) => {
                const name = `${member.first_name} ${member.last_name}`.trim();
                return (
                  <TableRow key={member._id}>
                    <TableCell sx={{ fontWeight: 600 }}>{member.passport_id ?? '–'}</TableCell>
                    <TableCell>
                      {name}
                      {member.passport_only && <Chip size="small" variant="outlined" label={t('dealers.staff.passportOnly')} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={member.active_flag === 1 ? 'success' : 'default'} label={t(`activeFlag.${member.active_flag}`)} />
                    </TableCell>
                    <TableCell align="right">
                      <IconButton component={RouterLink} to={links.userPath(member._id)} size="small" color="primary" aria-label={t('dealers.staff.edit', { name })} title={t('dealers.staff.edit', { name })}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
