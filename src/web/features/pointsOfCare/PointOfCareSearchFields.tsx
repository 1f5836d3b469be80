import { POINT_OF_CARE_FIELD_LABELS } from '@/shared/records/pointOfCare';
import { headerSearchFields, SearchFieldsGrid } from '@/web/features/records/fields/SearchFieldsGrid';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * The point-of-care search form of SPEC §3.1, field names as the spec writes them ('abreviation');
 * 'organizationHost' is matched against the host entity, 'organization' against the entities owning
 * the services it provides (the server's reading, docs/decisions.md).
 */
export function PointOfCareSearchFields() {
  const t = useT();
  const language = useLanguage();
  return (
    <SearchFieldsGrid
      fields={[
        ...headerSearchFields(POINT_OF_CARE_FIELD_LABELS, language),
        { type: 'reference', name: 'channelTypeIds', label: POINT_OF_CARE_FIELD_LABELS.channelTypeId[language], category: 'channelType' },
        { type: 'text', name: 'organizationHost', label: t('pointOfCare.search.organizationHost') },
        { type: 'text', name: 'organization', label: t('pointOfCare.search.organization') },
        { type: 'state', name: 'recordStateIds' },
        { type: 'active', label: t('pointOfCare.search.active') },
      ]}
    />
  );
}
