import { useMemo } from 'react';
import { generatePath } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { Permission } from '@/shared/permissions';
import type { ProfileDetail } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useListReturn } from '@/web/components/resource/listReturn';
import { useHolds } from '../common/permissions';
import { SettingsItemPage } from '../common/SettingsItemPage';
import { useResourceWrites } from '../common/settingsResourceApi';
import { FormSection, ResourceFormShell } from '@/web/components/resource/ResourceFormShell';
import { PermissionsField } from './PermissionsField';
import { makeProfileSchema, profileFormValues, profileInput, type ProfileFormValues } from './profileForm';
import { ScopeField } from './ScopeField';

export const profileDetailPath = (profileId: number) => generatePath(ROUTE_PATHS['settings.profileDetail'], { profileId: String(profileId) });

/** /configuracoes/perfil: a new profile. */
export function ProfileCreatePage() {
  const t = useT();
  return (
    <PageContainer title={t('route.settings.profileCreate')}>
      <ProfileForm />
    </PageContainer>
  );
}

/** /configuracoes/perfil/{profileId}: edit a profile (81); delete it (82) when no user holds it. */
export function ProfileEditPage() {
  const t = useT();
  return (
    <SettingsItemPage resource="profile" title={(p) => t('settings.profile.editTitle', p.name)}>
      {(p) => <ProfileForm profile={p} />}
    </SettingsItemPage>
  );
}

function ProfileForm({ profile }: { profile?: ProfileDetail }) {
  const t = useT();
  const language = useLanguage();
  const listUrl = useListReturn(ROUTE_PATHS['settings.profiles']);
  const canDelete = useHolds(Permission.ProfileDelete);
  const writes = useResourceWrites('profile');
  const schema = useMemo(() => makeProfileSchema(language), [language]);
  const initialValues = useMemo(() => profileFormValues(profile), [profile]);

  const save = async (values: ProfileFormValues): Promise<string> => {
    const input = profileInput(values);
    const saved = profile ? await writes.update(profile.profileId, input) : await writes.create(input);
    return profileDetailPath(saved.profileId);
  };

  return (
    <ResourceFormShell<ProfileFormValues>
      label={t('settings.profile.formLabel')}
      initialValues={initialValues}
      validationSchema={schema}
      onSave={save}
      savedMessage={t('settings.profile.saved')}
      cancelTo={profile ? profileDetailPath(profile.profileId) : listUrl}
      deletion={
        profile && canDelete
          ? {
              onDelete: () => writes.remove(profile.profileId),
              deletedMessage: t('settings.profile.deleted'),
              leaveTo: ROUTE_PATHS['settings.profiles'],
              disabledReason: profile.usersCount > 0 ? t('settings.profile.inUse', profile.usersCount) : undefined,
            }
          : undefined
      }
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
  );
}

function ScopeHelp() {
  const t = useT();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('settings.profile.scopeHelp')}
    </Typography>
  );
}
