import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AREA_REQUIRED_TYPES, PERMISSIONS, REGION_REQUIRED_TYPES, USER_GROUPS } from '@voc/domain';
import { type Control, type UseFormGetValues, type UseFormSetValue, useController, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAreaFields } from '../../../components/ui/form-area-fields';
import { FormChoiceField } from '../../../components/ui/form-choice-field';
import { FormFieldGrid } from '../../../components/ui/form-field-grid';
import { SectionCard } from '../../../components/ui/section-card';
import { useFieldMessage } from '../../../i18n/use-field-message';
import type { DealerLookupItem } from '../../../lib/dealers/dealer-lookup-api';
import { SALES_SERVICE_FIELDS } from '../../../lib/sales-service-areas';
import { activeFlagChoices, userTypeChoices } from '../utils/user-choices';
import { type UserFormMode, type UserFormValues, isDealerStaff, withDealer } from '../utils/user-form-values';
import { StaffDealerPicker } from './staff-dealer-picker';
import { UserFlagList } from './user-flag-list';
import { UserPasswordField } from './user-password-field';
import { UserTextField } from './user-text-field';

type FormProps = { control: Control<UserFormValues> };

/**
 * Who the account is: its type (every type, external included), names, position, mobile, and
 * whether it may sign in. One's own type and active flag are not for oneself to change.
 */
export function UserAccountSection({ control, lockAccess }: FormProps & { lockAccess: boolean }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('users.section.account')}>
      <FormFieldGrid>
        <FormChoiceField control={control} name="type" label={t('users.field.type')} choices={userTypeChoices(t)} required disabled={lockAccess} helperText={t('users.type.hint')} />
        <FormChoiceField control={control} name="active_flag" label={t('users.field.active_flag')} choices={activeFlagChoices(t)} required disabled={lockAccess} helperText={t('users.active.hint')} />
        <UserTextField control={control} name="first_name" required maxLength={100} />
        <UserTextField control={control} name="last_name" required maxLength={100} />
        <UserTextField control={control} name="position_title" maxLength={200} />
        <UserTextField control={control} name="mobile" type="tel" maxLength={40} />
      </FormFieldGrid>
    </SectionCard>
  );
}

interface SignInSectionProps extends FormProps {
  mode: UserFormMode;
  getValues: UseFormGetValues<UserFormValues>;
  setValue: UseFormSetValue<UserFormValues>;
}

/**
 * How the account signs in (SPEC.md §3): staff with an email; dealer staff with a passport id at
 * their dealer (email optional), and passport-only accounts with the dealer form's blank password.
 */
export function UserSignInSection({ control, mode, getValues, setValue }: SignInSectionProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const type = useWatch({ control, name: 'type' });
  const dealer = useController({ control, name: 'dealer' });
  const passportOnly = useController({ control, name: 'passport_only' });
  const dealerStaff = isDealerStaff({ type });

  const chooseDealer = (chosen: DealerLookupItem | null) => {
    const next = withDealer(getValues(), chosen);
    dealer.field.onChange(chosen);
    for (const field of SALES_SERVICE_FIELDS) {
      setValue(field, next[field], { shouldDirty: true });
    }
  };

  return (
    <SectionCard title={t('users.section.signIn')}>
      <FormFieldGrid>
        {dealerStaff ? (
          <>
            <UserTextField control={control} name="passport_id" required maxLength={64} helperText={t('users.passport.hint')} />
            <StaffDealerPicker
              label={t('users.field.dealer')}
              name="dealer"
              value={dealer.field.value}
              onChange={chooseDealer}
              required
              error={message(dealer.fieldState.error)}
            />
            <UserTextField control={control} name="email" type="email" maxLength={254} helperText={t('users.email.optional')} />
          </>
        ) : (
          <UserTextField control={control} name="email" type="email" required maxLength={254} helperText={t('users.email.hint')} />
        )}
        <UserPasswordField control={control} mode={mode} />
        {dealerStaff && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormControlLabel
              control={<Switch checked={passportOnly.field.value} onChange={(event) => passportOnly.field.onChange(event.target.checked)} />}
              label={t('users.field.passport_only')}
            />
            <Typography variant="caption" color={passportOnly.fieldState.error ? 'error' : 'text.secondary'} component="p">
              {message(passportOnly.fieldState.error) ?? t('users.passportOnly.hint')}
            </Typography>
          </Box>
        )}
      </FormFieldGrid>
    </SectionCard>
  );
}

/**
 * Where the account sits: its groups (showroom, service) and its sales and service regions and
 * areas, each area inside its region. Region and area managers and dealer staff need them; dealer
 * staff carry their dealer's and follow it.
 */
export function UserPlacementSection({ control, lockAccess }: FormProps & { lockAccess: boolean }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const type = useWatch({ control, name: 'type' });
  const dealer = useWatch({ control, name: 'dealer' });
  const group = useController({ control, name: 'group' });
  const { errors } = useFormState({ control, name: 'group' });
  const needsRegions = type !== '' && REGION_REQUIRED_TYPES.includes(type);
  const needsAreas = type !== '' && AREA_REQUIRED_TYPES.includes(type);
  const followsDealer = isDealerStaff({ type }) && dealer !== null;

  return (
    <SectionCard title={t('users.section.placement')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <UserFlagList
          legend={t('users.field.group')}
          hint={t('users.group.hint')}
          disabled={lockAccess}
          items={USER_GROUPS.map((name) => ({ name, label: t(`userGroup.${name}`), checked: group.field.value[name], error: message(errors.group?.[name]) }))}
          onChange={(name, checked) => group.field.onChange({ ...group.field.value, [name]: checked })}
        />
        {followsDealer && <Alert severity="info">{t('users.placement.followsDealer')}</Alert>}
        <FormAreaFields
          control={control}
          labelOf={(field) => t(`users.field.${field}`)}
          areaHint={t('users.area.pickRegionFirst')}
          regionRequired={needsRegions}
          areaRequired={needsAreas}
          emptyLabel={t('common.notChosen')}
          disabled={followsDealer}
        />
      </Box>
    </SectionCard>
  );
}

/** The four permissions (SPEC.md §3), each with what it lets the user do. */
export function UserPermissionsSection({ control, lockAccess }: FormProps & { lockAccess: boolean }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const permission = useController({ control, name: 'permission' });
  const { errors } = useFormState({ control, name: 'permission' });
  return (
    <SectionCard title={t('users.section.permissions')}>
      <UserFlagList
        legend={t('users.field.permission')}
        hideLegend
        disabled={lockAccess}
        items={PERMISSIONS.map((name) => ({
          name,
          label: t(`permission.${name}`),
          explanation: t(`permission.${name}.hint`),
          checked: permission.field.value[name],
          error: message(errors.permission?.[name]),
        }))}
        onChange={(name, checked) => permission.field.onChange({ ...permission.field.value, [name]: checked })}
      />
    </SectionCard>
  );
}
