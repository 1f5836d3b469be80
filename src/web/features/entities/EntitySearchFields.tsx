import { ENTITY_FIELD_LABELS } from '@/shared/records/entity';
import { headerSearchFields, SearchFieldsGrid } from '@/web/features/records/fields/SearchFieldsGrid';
import { useLanguage, useT } from '@/web/i18n/useT';

/** The entity search form of SPEC §3.1 (field names as the spec writes them: 'abreviation', 'recordStateTypeIds'). */
export function EntitySearchFields() {
  const t = useT();
  const language = useLanguage();
  return (
    <SearchFieldsGrid
      fields={[
        ...headerSearchFields(ENTITY_FIELD_LABELS, language),
        { type: 'text', name: 'parentOrganization', label: t('entity.searchParent') },
        { type: 'reference', name: 'organizationTypeIds', label: ENTITY_FIELD_LABELS.organizationTypeId[language], category: 'organizationType' },
        { type: 'state', name: 'recordStateTypeIds' },
        { type: 'active', label: t('record.search.active') },
      ]}
    />
  );
}
