import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { UserDetailView } from '@voc/contracts';
import { PERMISSIONS, USER_GROUPS } from '@voc/domain';
import { useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSaveBar } from '../../../components/ui/form-save-bar';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useCreateUserMutation, useUpdateUserMutation } from '../api/users-api';
import { userFormResolver } from '../utils/user-form-resolver';
import { type UserFormValues, userBodyOf } from '../utils/user-form-values';
import { USER_FIELDS } from '../utils/user-fields';
import { UserAccountSection, UserPermissionsSection, UserPlacementSection, UserSignInSection } from './user-form-sections';

/** Every field the api may name in its answer's details, as the form calls it: the user's own, each group and each permission. */
const SERVER_FIELDS: readonly Path<UserFormValues>[] = [...USER_FIELDS, ...USER_GROUPS.map((group) => `group.${group}` as const), ...PERMISSIONS.map((name) => `permission.${name}` as const)];

type UserFormProps = { initial: UserFormValues; onSaved: (user: UserDetailView) => void; onCancel: () => void } & (
  | { mode: 'create' }
  | { mode: 'edit'; userId: string; userName: string; /** One's own account: type, active flag, groups and permissions stay as they are. */ self: boolean }
);

/**
 * Create or edit a user (SPEC.md §3 User, §5 user create), for csn: checked as the api checks it;
 * the api's field messages land on their fields in the user's language.
 */
export function UserForm(props: UserFormProps) {
  const { mode, initial, onSaved, onCancel } = props;
  const { t } = useTranslation();
  const [createUser, creating] = useCreateUserMutation();
  const [updateUser, updating] = useUpdateUserMutation();
  const resolver = useMemo(() => userFormResolver(mode), [mode]);
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<UserFormValues>({ resolver, defaultValues: initial });
  const busy = creating.isLoading || updating.isLoading;
  const lockAccess = props.mode === 'edit' && props.self;

  const onSubmit = handleSubmit(async (values) => {
    const body = userBodyOf(values, mode);
    const answer = props.mode === 'create' ? await createUser(body) : await updateUser({ id: props.userId, body });
    if (answer.error) {
      applyFieldErrors(answer.error, SERVER_FIELDS, setError);
      return;
    }
    setValue('password', '');
    onSaved(answer.data.result);
  });

  const label = props.mode === 'create' ? t('users.new.form') : t('users.edit.form', { name: props.userName });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={label}>
      {lockAccess && <Alert severity="info">{t('users.edit.self')}</Alert>}
      <UserAccountSection control={control} lockAccess={lockAccess} />
      <UserSignInSection control={control} mode={mode} getValues={getValues} setValue={setValue} />
      <UserPlacementSection control={control} lockAccess={lockAccess} />
      <UserPermissionsSection control={control} lockAccess={lockAccess} />
      {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 && <Alert severity="error">{t('errors.validation')}</Alert>}
      <FormSaveBar saveLabel={t('users.form.save')} onCancel={onCancel} busy={busy} />
    </Stack>
  );
}
