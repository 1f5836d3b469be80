import { DOCUMENT_FIELD_LABELS } from '@/shared/records/document';
import { headerSearchFields, SearchFieldsGrid } from '@/web/features/records/fields/SearchFieldsGrid';
import { useLanguage, useT } from '@/web/i18n/useT';

/** The document search form of SPEC §3.1 (field names as the spec writes them: 'abreviation'; 'organization' is the entity's name). */
export function DocumentSearchFields() {
  const t = useT();
  const language = useLanguage();
  return (
    <SearchFieldsGrid
      fields={[
        ...headerSearchFields(DOCUMENT_FIELD_LABELS, language),
        { type: 'text', name: 'organization', label: t('document.search.organization') },
        { type: 'reference', name: 'documentTypeIds', label: DOCUMENT_FIELD_LABELS.documentTypeId[language], category: 'documentType' },
        { type: 'state', name: 'recordStateIds' },
        // 'Ativo': the generic label agrees with 'entidade' (Ativa).
        { type: 'active', label: t('document.search.active') },
      ]}
    />
  );
}
