import Link from '@mui/material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Permission } from '@/shared/permissions';
import { LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES } from '@/shared/settings/vocabulary';
import type { LegislationItem, LegislationType } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { formatDate } from '@/web/components/form/masks';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { ResourceListPage } from '@/web/components/resource/ResourceListPage';
import { RowLink } from '@/web/components/resource/RowActions';
import { optionalBoolean, optionalText, pageQuery, type ListParams } from '@/web/components/resource/useListParams';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ActiveChip } from '../common/ActiveChip';
import { ActiveFilter } from '../common/ActiveFilter';
import { catalogueOptions } from '../common/catalogue';
import { useHolds } from '../common/permissions';
import { useResourceList } from '../common/settingsResourceApi';
import { legislationEditPath } from './LegislationFormPage';

const DEFAULTS = { sortBy: 'Date desc', filters: { q: '', type: '', active: '' } };

function useLegislationRows(list: ListParams<keyof typeof DEFAULTS.filters>) {
  const { q, type, active } = list.filters;
  return useResourceList('legislation', { query: optionalText(q), type: (type || undefined) as LegislationType | undefined, active: optionalBoolean(active), ...pageQuery(list) });
}

/** /configuracoes/legislacoes: the legislation records point at, newest first, by text, type and state. */
export function LegislationsPage() {
  const t = useT();
  const language = useLanguage();
  const canCreate = useHolds(Permission.ParameterCreateEdit);
  const designation = (l: LegislationItem) => t('settings.legislation.designation', LEGISLATION_TYPE_LABELS[l.type][language], l.number);

  return (
    <ResourceListPage<LegislationItem, keyof typeof DEFAULTS.filters>
      title={t('route.settings.legislations')}
      defaults={DEFAULTS}
      useRows={useLegislationRows}
      rowKey={(l) => l.legislationId}
      create={canCreate && { label: t('settings.legislation.create'), to: ROUTE_PATHS['settings.legislationCreate'] }}
      rowActions={(l) => ({ name: l.number, editTo: legislationEditPath(l.legislationId) })}
      columns={[
        { key: 'type', label: t('settings.legislation.type'), sortKey: 'Type', text: (l) => LEGISLATION_TYPE_LABELS[l.type][language], hideOnNarrow: true },
        { key: 'number', label: t('settings.legislation.number'), sortKey: 'Number', render: (l) => <RowLink to={legislationEditPath(l.legislationId)}>{designation(l)}</RowLink> },
        { key: 'date', label: t('settings.legislation.date'), sortKey: 'Date', text: (l) => formatDate(l.date), width: 110 },
        { key: 'title', label: t('settings.legislation.title'), sortKey: 'Title', hideOnNarrow: true },
        {
          key: 'journalUrl',
          label: t('settings.legislation.journalShort'),
          hideOnNarrow: true,
          render: (l) =>
            l.journalUrl ? (
              <Link href={l.journalUrl} target="_blank" rel="noopener noreferrer" aria-label={t('settings.legislation.openJournal', l.number)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {t('settings.legislation.open')} <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
              </Link>
            ) : (
              '—'
            ),
        },
        { key: 'active', label: t('settings.common.state'), render: (l) => <ActiveChip active={l.active} />, width: 100 },
      ]}
      filters={
        <>
          <TextInput name="q" label={t('settings.legislation.searchLabel')} type="search" />
          <SelectField name="type" label={t('settings.legislation.type')} options={catalogueOptions(LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES, language)} emptyOption={t('field.all')} emptyValue="" />
          <ActiveFilter />
        </>
      }
    />
  );
}
