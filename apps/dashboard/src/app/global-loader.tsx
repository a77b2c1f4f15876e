import { useTranslation } from 'react-i18next';
import { LoaderBackdrop } from '../components/ui/loader-backdrop';
import { useAppSelector } from '../lib/store/store-hooks';
import { selectLoading } from '../lib/store/ui-slice';

/** The loader flag of the UI settings: on while a submission (any mutation) is in flight. */
export function GlobalLoader() {
  const { t } = useTranslation();
  const loading = useAppSelector(selectLoading);
  return <LoaderBackdrop open={loading} label={t('common.loading')} />;
}
