import { useMemo } from 'react';
import { generatePath } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { Permission } from '@/shared/permissions';
import type { ProfileDetail } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { TextInput } from '@/web/components/form/TextInput';
import { useLanguage, useT } from '@/web/i18n/useT';
import { settingsCreatePage, settingsEditPage } from '../common/settingsFormPages';
import { useResourceWrites } from '../common/settingsResourceApi';
import { useSettingsForm } from '../common/useSettingsForm';
import { FormSection, ResourceFormShell } from '@/web/components/resource/ResourceFormShell';
import { PermissionsField } from './PermissionsField';
import { makeProfileSchema, profileFormValues, profileInput, type ProfileFormValues } from './profileForm';
import { ScopeField } from './ScopeField';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';

export const profileDetailPath = (profileId: number) => generatePath(ROUTE_PATHS['settings.profileDetail'], { profileId: String(profileId) });

function ProfileForm({ item: profile }: { item?: ProfileDetail }) {
  const t = useT();
  const language = useLanguage();
  const writes = useResourceWrites('profile');
  const { shell } = useSettingsForm('profile', {
    id: profile?.profileId ?? null,
    listPath: ROUTE_PATHS['settings.profiles'],
    toInput: profileInput,
    deletePermission: Permission.ProfileDelete,
    deletion: {
      leaveTo: ROUTE_PATHS['settings.profiles'],
      disabledReason: profile && profile.usersCount > 0 ? t('settings.profile.inUse', profile.usersCount) : undefined,
    },
  });
  const schema = useMemo(() => makeProfileSchema(language), [language]);
  const initialValues = useMemo(() => profileFormValues(profile), [profile]);

  // Saved, a profile opens its detail page (where 'Cancelar' also returns).
  const save = async (values: ProfileFormValues): Promise<string> => {
    const input = profileInput(values);
    const saved = profile ? await writes.update(profile.profileId, input) : await writes.create(input);
    return profileDetailPath(saved.profileId);
  };

  return (
    <FieldSchemaProvider schema={schema}>
      <ResourceFormShell<ProfileFormValues>
        {...shell}
        initialValues={initialValues}
        validationSchema={schema}
        onSave={save}
        cancelTo={profile ? profileDetailPath(profile.profileId) : shell.cancelTo}
      >
        {() => (
          <>
            <FormSection title={t('settings.profile.identification')}>
              <TextInput name="name" label={t('settings.profile.name')} required />
            </FormSection>
            <FormSection title={t('settings.profile.scopeSection')} description={<ScopeHelp />}>
              <ScopeField />
            </FormSection>
            <FormSection title={t('settings.profile.permissions')}>
              <PermissionsField name="permissions" />
            </FormSection>
          </>
        )}
      </ResourceFormShell>
    </FieldSchemaProvider>
  );
}

/** /configuracoes/perfil: a new profile. */
export const ProfileCreatePage = settingsCreatePage('profile', ProfileForm);

/** /configuracoes/perfil/{profileId}: edit a profile (81); delete it (82) when no user holds it. */
export const ProfileEditPage = settingsEditPage('profile', (p, t) => t('settings.profile.editTitle', p.name), ProfileForm);

function ScopeHelp() {
  const t = useT();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('settings.profile.scopeHelp')}
    </Typography>
  );
}
