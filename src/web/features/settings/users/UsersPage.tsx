import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import { UserStatus } from '@/shared/enums';
import { USER_STATUS_LABELS } from '@/shared/enumLabels';
import type { UserSummary } from '@/shared/settingsContract';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ListFilters } from '../common/ListFilters';
import { useListLinkState } from '../common/listReturn';
import { RowActions } from '../common/RowActions';
import { optionalNumber, optionalText, useListParams } from '../common/useListParams';
import { userEditPath } from './UserFormPage';
import { useListUsersQuery } from './usersApi';
import { UserStatusChip } from './UserStatusChip';

const DEFAULTS = { sortBy: 'Username', filters: { q: '', status: '' } };

/** /configuracoes/utilizadores: users by username, name or email and status. */
export function UsersPage() {
  const t = useT();
  const language = useLanguage();
  const list = useListParams(DEFAULTS);
  const linkState = useListLinkState();
  const { data, isFetching } = useListUsersQuery({
    query: optionalText(list.filters.q),
    status: optionalNumber(list.filters.status) as UserStatus | undefined,
    pageNumber: list.pageNumber,
    pageSize: list.pageSize,
    sortBy: list.sortBy || undefined,
  });
  const statusOptions = (Object.keys(USER_STATUS_LABELS).map(Number) as UserStatus[]).map((s) => ({ value: String(s), label: USER_STATUS_LABELS[s][language] }));

  const columns: DataTableColumn<UserSummary>[] = [
    {
      key: 'username',
      label: t('settings.user.username'),
      sortKey: 'Username',
      render: (u) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={userEditPath(u.userId)} state={linkState}>
            {u.username}
          </Link>
          {u.isGraUser && <Chip size="small" variant="outlined" label={t('settings.user.graShort')} title={t('settings.user.isGraUser')} />}
        </Stack>
      ),
    },
    { key: 'displayName', label: t('settings.user.displayName'), sortKey: 'DisplayName', hideOnNarrow: true },
    { key: 'email', label: t('settings.user.email'), sortKey: 'Email', hideOnNarrow: true },
    { key: 'profiles', label: t('settings.user.profiles'), text: (u) => u.profiles.map((p) => p.name).join(', '), hideOnNarrow: true },
    { key: 'status', label: t('settings.user.status'), sortKey: 'Status', render: (u) => <UserStatusChip status={u.status} /> },
    { key: 'actions', label: t('settings.common.actions'), align: 'right', width: 80, render: (u) => <RowActions name={u.username} editTo={userEditPath(u.userId)} state={linkState} /> },
  ];

  return (
    <PageContainer
      title={t('route.settings.users')}
      actions={
        <Button component={RouterLink} to={ROUTE_PATHS['settings.userCreate']} state={linkState} variant="contained" startIcon={<Add />}>
          {t('settings.user.create')}
        </Button>
      }
    >
      <ListFilters values={list.filters} defaults={DEFAULTS.filters} onSearch={list.search} label={t('settings.common.filters')}>
        <TextInput name="q" label={t('settings.user.searchLabel')} type="search" />
        <SelectField name="status" label={t('settings.user.status')} options={statusOptions} emptyOption={t('field.all')} emptyValue="" />
      </ListFilters>
      <DataTable<UserSummary>
        label={t('route.settings.users')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(u) => u.userId}
        total={data?.total ?? 0}
        loading={isFetching}
        sortBy={list.sortBy}
        onSortChange={list.setSort}
        pagination={{ pageNumber: list.pageNumber, pageSize: list.pageSize, pageCount: data?.pageCount, onPageChange: list.setPage, onPageSizeChange: list.setPageSize }}
      />
    </PageContainer>
  );
}
