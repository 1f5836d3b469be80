import type { RecordListItem } from '@/shared/records/contract';
import { ENTITY_FIELD_LABELS } from '@/shared/records/entity';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { leadingRecordColumns, trailingRecordColumns } from '@/web/features/records/recordListColumns';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * The columns of the entity list; sort keys are the server's (Code, Name, Abbreviation, State, StartDate, Version).
 * Name (with the stacked columns beneath it) and state always show; when the list is narrow the others
 * stack under the name, the version first and the code last. An entity belongs to its parent entity.
 */
export function useEntityColumns(): DataTableColumn<RecordListItem>[] {
  const t = useT();
  const language = useLanguage();
  const types = useReferenceOptions('organizationType');
  const label = (field: keyof typeof ENTITY_FIELD_LABELS) => ENTITY_FIELD_LABELS[field][language];
  return [
    ...leadingRecordColumns('entity', label, { key: 'parentName', label: t('record.parent'), text: (r) => r.parentName ?? '' }),
    { key: 'type', label: label('organizationTypeId'), text: (r) => types.labelOf(r.extra.organizationTypeId as number | null), priority: 3 },
    ...trailingRecordColumns(t),
  ];
}
