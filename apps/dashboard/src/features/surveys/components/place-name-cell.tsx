import Link from '@mui/material/Link';
import { DEALER_REGIONS, type DealerRegion, regionLabel } from '@voc/domain';
import { useTranslation } from 'react-i18next';

/** A row's place name: a button to the next level when there is one, else plain text. */
export function PlaceNameCell({ name, onOpen }: { name: string; onOpen: (() => void) | null }) {
  const { t } = useTranslation();
  if (!onOpen) return <>{name}</>;
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      aria-label={t('surveyReports.open', { name })}
      onClick={(event) => {
        // The row opens on a click too: one click, one step down.
        event.stopPropagation();
        onOpen();
      }}
      sx={{ fontWeight: 600, textAlign: 'left' }}
    >
      {name}
    </Link>
  );
}

/** The row's label in the interface language (the api gives both); a region by its display name (REGION 1). */
export function rowLabel(row: { key?: string; label: string; label_en: string }, language: string): string {
  if (row.key && (DEALER_REGIONS as readonly string[]).includes(row.key)) return regionLabel(row.key as DealerRegion);
  return (language.startsWith('en') ? row.label_en : row.label) || row.label || row.label_en;
}
