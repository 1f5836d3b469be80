import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { UserStatus } from '@/shared/enums';
import { USER_STATUS_LABELS } from '@/shared/enumLabels';
import type { UserSummary } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { ResourceListPage } from '@/web/components/resource/ResourceListPage';
import { RowLink } from '@/web/components/resource/RowActions';
import { optionalNumber, optionalText, pageQuery, type ListParams } from '@/web/components/resource/useListParams';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useResourceList } from '../common/settingsResourceApi';
import { userEditPath } from './UserFormPage';
import { UserStatusChip } from './UserStatusChip';

const DEFAULTS = { sortBy: 'Username', filters: { q: '', status: '' } };

function useUserRows(list: ListParams<keyof typeof DEFAULTS.filters>) {
  return useResourceList('user', { query: optionalText(list.filters.q), status: optionalNumber(list.filters.status) as UserStatus | undefined, ...pageQuery(list) });
}

/** /configuracoes/utilizadores: users by username, name or email and status. */
export function UsersPage() {
  const t = useT();
  const language = useLanguage();
  const statusOptions = (Object.keys(USER_STATUS_LABELS).map(Number) as UserStatus[]).map((s) => ({ value: String(s), label: USER_STATUS_LABELS[s][language] }));

  return (
    <ResourceListPage<UserSummary, keyof typeof DEFAULTS.filters>
      title={t('route.settings.users')}
      defaults={DEFAULTS}
      useRows={useUserRows}
      rowKey={(u) => u.userId}
      create={{ label: t('settings.user.create'), to: ROUTE_PATHS['settings.userCreate'] }}
      rowActions={(u) => ({ name: u.username, editTo: userEditPath(u.userId) })}
      columns={[
        {
          key: 'username',
          label: t('settings.user.username'),
          sortKey: 'Username',
          render: (u) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <RowLink to={userEditPath(u.userId)}>{u.username}</RowLink>
              {u.isGraUser && <Chip size="small" variant="outlined" label={t('settings.user.graShort')} title={t('settings.user.isGraUser')} />}
            </Stack>
          ),
        },
        { key: 'displayName', label: t('settings.user.displayName'), sortKey: 'DisplayName', hideOnNarrow: true },
        { key: 'email', label: t('settings.user.email'), sortKey: 'Email', hideOnNarrow: true },
        { key: 'profiles', label: t('settings.user.profiles'), text: (u) => u.profiles.map((p) => p.name).join(', '), hideOnNarrow: true },
        { key: 'status', label: t('settings.user.status'), sortKey: 'Status', render: (u) => <UserStatusChip status={u.status} /> },
      ]}
      filters={
        <>
          <TextInput name="q" label={t('settings.user.searchLabel')} type="search" />
          <SelectField name="status" label={t('settings.user.status')} options={statusOptions} emptyOption={t('field.all')} emptyValue="" />
        </>
      }
    />
  );
}
