import type { UserStatus } from '@/shared/enums';
import type { UserSummary } from '@/shared/settings';
import { USER_STATUS_LABELS } from '@/shared/enumLabels';
import { optionalNumber, optionalText } from '@/web/components/resource/useListParams';
import { useLanguage, useT } from '@/web/i18n/useT';
import { editLinkColumn } from '../common/editLinkColumn';
import { SettingsListPage } from '../common/SettingsListPage';
import { editPath } from '../common/settingsResources';
import { UserStatusChip } from './UserStatusChip';

const DEFAULTS = { sortBy: 'Username', filters: { q: '', status: '' } };

/** /configuracoes/utilizadores: users by username, name or email and status. */
export function UsersPage() {
  const t = useT();
  const language = useLanguage();
  const statusOptions = (Object.keys(USER_STATUS_LABELS).map(Number) as UserStatus[]).map((s) => ({ value: String(s), label: USER_STATUS_LABELS[s][language] }));
  return (
    <SettingsListPage
      resource="user"
      defaults={DEFAULTS}
      toQuery={({ q, status }) => ({ query: optionalText(q), status: optionalNumber(status) as UserStatus | undefined })}
      create
      rowName={(u) => u.username}
      columns={[
        editLinkColumn<UserSummary>(
          { key: 'username', label: t('settings.user.username'), sortKey: 'Username' },
          {
            to: (u) => editPath('user', u.userId),
            name: (u) => u.username,
            chip: (u) => u.isGraUser && { label: t('settings.user.graShort'), title: t('settings.user.isGraUser') },
          },
        ),
        { key: 'displayName', label: t('settings.user.displayName'), sortKey: 'DisplayName', hideOnNarrow: true },
        { key: 'email', label: t('settings.user.email'), sortKey: 'Email', hideOnNarrow: true },
        { key: 'profiles', label: t('settings.user.profiles'), text: (u) => u.profiles.map((p) => p.name).join(', '), hideOnNarrow: true },
        { key: 'status', label: t('settings.user.status'), sortKey: 'Status', render: (u) => <UserStatusChip status={u.status} /> },
      ]}
      filters={[{ name: 'status', label: t('settings.user.status'), options: statusOptions }]}
    />
  );
}
