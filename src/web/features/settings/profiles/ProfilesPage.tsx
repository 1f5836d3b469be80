import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Add from '@mui/icons-material/Add';
import type { ProfileSummary } from '@/shared/settingsContract';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { useT } from '@/web/i18n/useT';
import { ListFilters } from '../common/ListFilters';
import { useListLinkState } from '../common/listReturn';
import { RowActions } from '../common/RowActions';
import { optionalText, useListParams } from '../common/useListParams';
import { profileDetailPath, profileEditPath } from './ProfileFormPage';
import { useListProfilesQuery } from './profilesApi';

const DEFAULTS = { sortBy: 'Name', filters: { q: '' } };

/** /configuracoes/perfis: profiles by name, with their organisation and how many users hold them. */
export function ProfilesPage() {
  const t = useT();
  const list = useListParams(DEFAULTS);
  const linkState = useListLinkState();
  const { data, isFetching } = useListProfilesQuery({ query: optionalText(list.filters.q), pageNumber: list.pageNumber, pageSize: list.pageSize, sortBy: list.sortBy || undefined });

  const columns: DataTableColumn<ProfileSummary>[] = [
    {
      key: 'name',
      label: t('settings.profile.name'),
      sortKey: 'Name',
      render: (p) => (
        <Link component={RouterLink} to={profileDetailPath(p.profileId)} state={linkState}>
          {p.name}
        </Link>
      ),
    },
    { key: 'organization', label: t('settings.profile.organization'), text: (p) => (p.organizationId === null ? t('settings.profile.scopeAll') : (p.organizationName ?? '')) },
    { key: 'permissions', label: t('settings.profile.permissions'), text: (p) => String(p.permissions.length), align: 'right', hideOnNarrow: true, width: 120 },
    { key: 'usersCount', label: t('settings.profile.usersCount'), sortKey: 'UsersCount', align: 'right', width: 120 },
    {
      key: 'actions',
      label: t('settings.common.actions'),
      align: 'right',
      width: 110,
      render: (p) => <RowActions name={p.name} detailTo={profileDetailPath(p.profileId)} editTo={profileEditPath(p.profileId)} state={linkState} />,
    },
  ];

  return (
    <PageContainer
      title={t('route.settings.profiles')}
      actions={
        <Button component={RouterLink} to={ROUTE_PATHS['settings.profileCreate']} state={linkState} variant="contained" startIcon={<Add />}>
          {t('settings.profile.create')}
        </Button>
      }
    >
      <ListFilters values={list.filters} defaults={DEFAULTS.filters} onSearch={list.search} label={t('settings.common.filters')}>
        <TextInput name="q" label={t('settings.profile.searchLabel')} type="search" />
      </ListFilters>
      <DataTable<ProfileSummary>
        label={t('route.settings.profiles')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(p) => p.profileId}
        total={data?.total ?? 0}
        loading={isFetching}
        sortBy={list.sortBy}
        onSortChange={list.setSort}
        pagination={{ pageNumber: list.pageNumber, pageSize: list.pageSize, pageCount: data?.pageCount, onPageChange: list.setPage, onPageSizeChange: list.setPageSize }}
      />
    </PageContainer>
  );
}
