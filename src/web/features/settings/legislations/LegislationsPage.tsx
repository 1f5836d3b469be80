import Link from '@mui/material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Permission } from '@/shared/permissions';
import type { LegislationItem, LegislationType } from '@/shared/settings';
import { LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES } from '@/shared/settings/vocabulary';
import { formatDate } from '@/web/components/form/masks';
import { RowLink } from '@/web/components/resource/RowActions';
import { optionalBoolean, optionalText } from '@/web/components/resource/useListParams';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ActiveChip } from '../common/ActiveChip';

import { catalogueOptions } from '../common/catalogue';
import { useHolds } from '../common/permissions';
import { activeFilter, SettingsListPage } from '../common/SettingsListPage';
import { editPath } from '../common/settingsResources';

const DEFAULTS = { sortBy: 'Date desc', filters: { q: '', type: '', active: '' } };

/** /configuracoes/legislacoes: the legislation records point at, newest first, by text, type and state. */
export function LegislationsPage() {
  const t = useT();
  const canCreate = useHolds(Permission.ParameterCreateEdit);
  const language = useLanguage();
  const designation = (l: LegislationItem) => t('settings.legislation.designation', LEGISLATION_TYPE_LABELS[l.type][language], l.number);
  return (
    <SettingsListPage
      resource="legislation"
      defaults={DEFAULTS}
      toQuery={({ q, type, active }) => ({ query: optionalText(q), type: (type || undefined) as LegislationType | undefined, active: optionalBoolean(active) })}
      create={canCreate}
      rowName={(l) => l.number}
      columns={[
        { key: 'type', label: t('settings.legislation.type'), sortKey: 'Type', text: (l) => LEGISLATION_TYPE_LABELS[l.type][language], hideOnNarrow: true },
        {
          key: 'number',
          label: t('settings.legislation.number'),
          sortKey: 'Number',
          render: (l) => <RowLink to={editPath('legislation', l.legislationId)}>{designation(l)}</RowLink>,
        },
        { key: 'date', label: t('settings.legislation.date'), sortKey: 'Date', text: (l) => formatDate(l.date), width: 110 },
        { key: 'title', label: t('settings.legislation.title'), sortKey: 'Title', hideOnNarrow: true },
        {
          key: 'journalUrl',
          label: t('settings.legislation.journalShort'),
          hideOnNarrow: true,
          render: (l) =>
            l.journalUrl ? (
              <Link
                href={l.journalUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('settings.legislation.openJournal', l.number)}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                {t('settings.legislation.open')} <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
              </Link>
            ) : (
              '—'
            ),
        },
        { key: 'active', label: t('settings.common.state'), render: (l) => <ActiveChip active={l.active} />, width: 100 },
      ]}
      filters={[{ name: 'type', label: t('settings.legislation.type'), options: catalogueOptions(LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES, language) }, activeFilter(t)]}
    />
  );
}
