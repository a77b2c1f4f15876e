import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field';
import type { DealerFormValues } from '../utils/dealer-form-values';

export type DealerTextName =
  | 'dealer_id'
  | 'dealer_code'
  | 'dealer_name'
  | 'dealer_name_en'
  | 'branch_name'
  | 'branch_name_en'
  | 'sale_area_manager_name'
  | 'sale_manager_name'
  | 'service_area_manager_name'
  | 'service_manager_name';

interface DealerTextFieldProps {
  control: Control<DealerFormValues>;
  name: DealerTextName;
  required?: boolean;
  maxLength: number;
  /** The English name boxes take Latin text; the browser need not guess the language. */
  lang?: 'th' | 'en';
}

/** One box of the dealer form, labelled from the catalogue (`dealers.field.<name>`). */
export function DealerTextField({ control, name, required, maxLength, lang }: DealerTextFieldProps) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(`dealers.field.${name}`)}
      required={required}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength, lang, 'aria-required': required ?? false } }}
    />
  );
}
