import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LockReset from '@mui/icons-material/LockReset';
import { UserStatus } from '@/shared/enums';
import { USER_STATUS_LABELS } from '@/shared/enumLabels';
import { ADMIN_USERNAME, GUEST_USERNAME, LIMITS } from '@/shared/limits';
import { Permission } from '@/shared/permissions';
import { SETTINGS_MAX_PAGE_SIZE } from '@/shared/settings/vocabulary';
import type { UserDetail } from '@/shared/settings';
import { useAppSelector } from '@/web/app/hooks';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { showToast } from '@/web/api/services/notifier';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { EmailField } from '@/web/components/form/MaskedFields';
import { SelectField, type SelectOption } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { useFieldState } from '@/web/components/form/useFieldState';
import { ConfirmModal } from '@/web/components/modals/ConfirmModal';
import { PasswordField } from '@/web/components/PasswordField';
import { encryptPassword, InsecureContextError } from '@/web/features/session/passwordEncryption';
import { useGetLoginSettingsQuery } from '@/web/features/session/sessionApi';
import { selectSessionUser } from '@/web/features/session/sessionSlice';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useListReturn } from '@/web/components/resource/listReturn';
import { useHolds } from '../common/permissions';
import { settingsCreatePage, settingsEditPage } from '../common/settingsFormPages';
import { useResourceList, useResourceWrites } from '../common/settingsResourceApi';
import { FormSection, ResourceFormShell } from '@/web/components/resource/ResourceFormShell';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';
import { makeUserSchema, userFormValues, userInput, type UserFormValues } from './userForm';
import { useResetUserPasswordMutation } from './usersApi';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';

/**
 * The profiles a user may get. Listing profiles needs 81 (server): an administrator holding only 71
 * is offered the profiles already held by some user (the users list, which 71 may read) and this
 * user's own.
 */
function useProfileOptions(user?: UserDetail): { options: SelectOption[]; complete: boolean } {
  const canListProfiles = useHolds(Permission.ProfileCreateEdit);
  const profiles = useResourceList('profile', { pageSize: SETTINGS_MAX_PAGE_SIZE, sortBy: 'Name' }, { skip: !canListProfiles });
  const users = useResourceList('user', { pageSize: SETTINGS_MAX_PAGE_SIZE }, { skip: canListProfiles });
  return useMemo(() => {
    const known = new Map<number, string>((user?.profiles ?? []).map((p) => [p.profileId, p.name]));
    for (const p of profiles.data?.items ?? []) known.set(p.profileId, p.name);
    for (const u of users.data?.items ?? []) for (const p of u.profiles) known.set(p.profileId, p.name);
    const options = [...known].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'pt'));
    return { options, complete: canListProfiles };
  }, [profiles.data, users.data, user, canListProfiles]);
}

function UserForm({ item: user }: { item?: UserDetail }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const me = useAppSelector(selectSessionUser);
  const listUrl = useListReturn(ROUTE_PATHS['settings.users']);
  const canDelete = useHolds(Permission.UserDelete);
  const loginSettings = useGetLoginSettingsQuery(undefined, { skip: Boolean(user) });
  const writes = useResourceWrites('user');
  const [resetPassword, resetState] = useResetUserPasswordMutation();
  const profiles = useProfileOptions(user);
  const schema = useMemo(() => makeUserSchema(language, !user), [language, user]);
  const initialValues = useMemo(() => userFormValues(user), [user]);
  const [oneTimePassword, setOneTimePassword] = useState<{ password: string; username: string; then: string | null } | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);

  const isGuest = user?.username.toLowerCase() === GUEST_USERNAME;
  const isBuiltIn = isGuest || user?.username.toLowerCase() === ADMIN_USERNAME;
  const isMe = Boolean(user && me && user.username.toLowerCase() === me.username.toLowerCase());
  const statusOptions = (Object.keys(USER_STATUS_LABELS).map(Number) as UserStatus[])
    // Deleting is the 'Eliminar' action (72); the status shows only for a user already deleted (to restore them).
    .filter((s) => s !== UserStatus.Deleted || user?.status === UserStatus.Deleted)
    .map((s) => ({ value: s, label: USER_STATUS_LABELS[s][language] }));

  const encrypted = async (password: string): Promise<string | undefined> => {
    if (!password) return undefined;
    const settings = loginSettings.data ?? (await loginSettings.refetch()).data;
    if (!settings) throw new Error('login settings unavailable');
    try {
      return await encryptPassword(settings.publicKey, password);
    } catch (e) {
      showToast(e instanceof InsecureContextError ? t('login.insecureContext') : String(e), 'error');
      throw e;
    }
  };

  const save = async (values: UserFormValues): Promise<string | null> => {
    const input = userInput(values);
    if (user) {
      await writes.update(user.userId, input);
      return listUrl;
    }
    const password = values.isGraUser ? undefined : await encrypted(values.password);
    const created = await writes.create({ ...input, ...(password ? { password } : {}) });
    if (created.oneTimePassword) {
      setOneTimePassword({ password: created.oneTimePassword, username: created.user.username, then: ROUTE_PATHS['settings.users'] });
      return null;
    }
    return ROUTE_PATHS['settings.users'];
  };

  const reset = async () => {
    if (!user) return;
    setConfirmingReset(false);
    const result = await resetPassword(user.userId);
    if (result.data) setOneTimePassword({ password: result.data.oneTimePassword, username: user.username, then: null });
  };

  const canReset = Boolean(user && !user.isGraUser && !isGuest && !isMe && user.status !== UserStatus.Deleted);

  return (
    <>
      {isGuest && <Alert severity="info">{t('settings.user.guestReadOnly')}</Alert>}
      <FieldSchemaProvider schema={schema}>
        <ResourceFormShell<UserFormValues>
          label={t('settings.user.formLabel')}
          initialValues={initialValues}
          validationSchema={schema}
          onSave={save}
          savedMessage={t('settings.user.saved')}
          cancelTo={listUrl}
          readOnly={isGuest}
          deletion={
            user && canDelete && !isBuiltIn && !isMe
              ? {
                  onDelete: () => writes.remove(user.userId),
                  deletedMessage: t('settings.user.deleted'),
                  leaveTo: listUrl,
                  explanation: t('settings.user.deleteExplanation'),
                  disabledReason: user.status === UserStatus.Deleted ? t('settings.user.alreadyDeleted') : undefined,
                }
              : undefined
          }
          extraActions={
            canReset && (
              <Button variant="outlined" startIcon={<LockReset />} onClick={() => setConfirmingReset(true)} loading={resetState.isLoading}>
                {t('settings.user.resetPassword')}
              </Button>
            )
          }
        >
          {(formik) => (
            <>
              <FormSection title={t('settings.user.identification')}>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                  <TextInput name="username" label={t('settings.user.username')} required disabled={isGuest || (isBuiltIn && Boolean(user))} autoComplete="off" />
                  <EmailField name="email" label={t('settings.user.email')} required disabled={isGuest} />
                  <TextInput name="displayName" label={t('settings.user.displayName')} required disabled={isGuest} />
                  <TextInput name="givenName" label={t('settings.user.givenName')} disabled={isGuest} helperText={t('settings.user.givenNameHelp')} />
                  <SelectField
                    name="language"
                    label={t('settings.user.language')}
                    required
                    disabled={isGuest}
                    options={[
                      { value: 'pt', label: t('header.languagePt') },
                      { value: 'en', label: t('header.languageEn') },
                    ]}
                  />
                  <SelectField name="status" label={t('settings.user.status')} required disabled={isGuest || isBuiltIn || isMe} options={statusOptions} />
                </Box>
              </FormSection>
              <FormSection title={t('settings.user.access')}>
                {!profiles.complete && <Alert severity="info">{t('settings.user.profilesUnavailable')}</Alert>}
                <SelectField
                  name="profileIds"
                  label={t('settings.user.profiles')}
                  required
                  multiple
                  disabled={isGuest || isMe}
                  helperText={isMe ? t('settings.user.ownProfilesHelp') : undefined}
                  options={profiles.options}
                />
                <CheckboxField name="isGraUser" label={t('settings.user.isGraUser')} disabled={isGuest || isBuiltIn} helperText={t('settings.user.isGraUserHelp')} />
                {!user && !formik.values.isGraUser && <InitialPasswordField />}
              </FormSection>
            </>
          )}
        </ResourceFormShell>
      </FieldSchemaProvider>
      <ConfirmModal
        open={confirmingReset}
        title={t('settings.user.resetPassword')}
        question={t('settings.user.resetQuestion', user?.username ?? '')}
        confirmLabel={t('settings.user.resetConfirm')}
        onConfirm={() => void reset()}
        onCancel={() => setConfirmingReset(false)}
      />
      <OneTimePasswordDialog
        password={oneTimePassword?.password ?? null}
        username={oneTimePassword?.username ?? ''}
        onClose={() => {
          const then = oneTimePassword?.then ?? null;
          setOneTimePassword(null);
          if (then) void navigate(then);
        }}
      />
    </>
  );
}

/** /configuracoes/utilizador: a new user (71). */
export const UserCreatePage = settingsCreatePage('user', UserForm);

/** /configuracoes/utilizador/{userId}: edit a user (71), reset the password, delete (72: status deleted). */
export const UserEditPage = settingsEditPage('user', (u, t) => t('settings.user.editTitle', u.username), UserForm);

/** The optional initial password of a new local user; empty, the server answers a one-time password. */
function InitialPasswordField() {
  const t = useT();
  const { field, error } = useFieldState<string>('password');
  return (
    <PasswordField
      id="password"
      name="password"
      label={t('settings.user.initialPassword')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? t('settings.user.initialPasswordHelp', LIMITS.passwordMinLength)}
      autoComplete="new-password"
    />
  );
}
