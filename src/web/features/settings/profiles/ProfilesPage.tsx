import type { ProfileSummary } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { TextInput } from '@/web/components/form/TextInput';
import { ResourceListPage } from '@/web/components/resource/ResourceListPage';
import { RowLink } from '@/web/components/resource/RowActions';
import { optionalText, pageQuery, type ListParams } from '@/web/components/resource/useListParams';
import { useT } from '@/web/i18n/useT';
import { useResourceList } from '../common/settingsResourceApi';
import { profileDetailPath, profileEditPath } from './ProfileFormPage';

const DEFAULTS = { sortBy: 'Name', filters: { q: '' } };

function useProfileRows(list: ListParams<keyof typeof DEFAULTS.filters>) {
  return useResourceList('profile', { query: optionalText(list.filters.q), ...pageQuery(list) });
}

/** /configuracoes/perfis: profiles by name, with their organisation and how many users hold them. */
export function ProfilesPage() {
  const t = useT();
  return (
    <ResourceListPage<ProfileSummary, keyof typeof DEFAULTS.filters>
      title={t('route.settings.profiles')}
      defaults={DEFAULTS}
      useRows={useProfileRows}
      rowKey={(p) => p.profileId}
      create={{ label: t('settings.profile.create'), to: ROUTE_PATHS['settings.profileCreate'] }}
      rowActions={(p) => ({ name: p.name, detailTo: profileDetailPath(p.profileId), editTo: profileEditPath(p.profileId) })}
      actionsWidth={110}
      columns={[
        { key: 'name', label: t('settings.profile.name'), sortKey: 'Name', render: (p) => <RowLink to={profileDetailPath(p.profileId)}>{p.name}</RowLink> },
        { key: 'organization', label: t('settings.profile.organization'), text: (p) => (p.organizationId === null ? t('settings.profile.scopeAll') : (p.organizationName ?? '')) },
        { key: 'permissions', label: t('settings.profile.permissions'), text: (p) => String(p.permissions.length), align: 'right', hideOnNarrow: true, width: 120 },
        { key: 'usersCount', label: t('settings.profile.usersCount'), sortKey: 'UsersCount', align: 'right', width: 120 },
      ]}
      filters={<TextInput name="q" label={t('settings.profile.searchLabel')} type="search" />}
    />
  );
}
