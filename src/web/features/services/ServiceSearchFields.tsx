import { SERVICE_FIELD_LABELS } from '@/shared/records/service';
import { headerSearchFields, SearchFieldsGrid } from '@/web/features/records/fields/SearchFieldsGrid';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * The service search form of SPEC §3.1, field names as the spec writes them ('abreviation';
 * 'serviceTypeIds' are the service areas); 'organization' is a text matched against the entity.
 */
export function ServiceSearchFields() {
  const t = useT();
  const language = useLanguage();
  const label = (field: keyof typeof SERVICE_FIELD_LABELS) => SERVICE_FIELD_LABELS[field][language];
  return (
    <SearchFieldsGrid
      fields={[
        ...headerSearchFields(SERVICE_FIELD_LABELS, language),
        { type: 'text', name: 'organization', label: t('service.search.organization') },
        { type: 'reference', name: 'serviceTypeIds', label: label('serviceAreaId'), category: 'serviceArea' },
        { type: 'reference', name: 'serviceCategoryIds', label: label('serviceCategoryId'), category: 'serviceCategory' },
        { type: 'reference', name: 'serviceSubCategoryIds', label: label('serviceSubCategoryId'), category: 'serviceSubCategory' },
        { type: 'reference', name: 'lifeEventIds', label: label('lifeEventId'), category: 'lifeEvent' },
        { type: 'reference', name: 'businessEventIds', label: label('businessEventId'), category: 'businessEvent' },
        { type: 'state', name: 'recordStateIds' },
        { type: 'active', label: t('service.search.active') },
      ]}
    />
  );
}
