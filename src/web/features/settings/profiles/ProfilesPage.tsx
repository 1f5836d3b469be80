import { RowLink } from '@/web/components/resource/RowActions';
import { optionalText } from '@/web/components/resource/useListParams';
import { useT } from '@/web/i18n/useT';
import { SettingsListPage } from '../common/SettingsListPage';
import { profileDetailPath } from './ProfileFormPage';

const DEFAULTS = { sortBy: 'Name', filters: { q: '' } };

/** /configuracoes/perfis: profiles by name, with their organisation and how many users hold them. */
export function ProfilesPage() {
  const t = useT();
  return (
    <SettingsListPage
      resource="profile"
      defaults={DEFAULTS}
      toQuery={({ q }) => ({ query: optionalText(q) })}
      create
      rowName={(p) => p.name}
      detailPath={profileDetailPath}
      columns={[
        { key: 'name', label: t('settings.profile.name'), sortKey: 'Name', render: (p) => <RowLink to={profileDetailPath(p.profileId)}>{p.name}</RowLink> },
        {
          key: 'organization',
          label: t('settings.profile.organization'),
          text: (p) => (p.organizationId === null ? t('settings.profile.scopeAll') : (p.organizationName ?? '')),
        },
        { key: 'permissions', label: t('settings.profile.permissions'), text: (p) => String(p.permissions.length), align: 'right', hideOnNarrow: true, width: 120 },
        { key: 'usersCount', label: t('settings.profile.usersCount'), sortKey: 'UsersCount', align: 'right', width: 120 },
      ]}
    />
  );
}
