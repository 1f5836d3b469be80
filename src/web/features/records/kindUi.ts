/**
 * What the generic record pages need to know of a kind besides the shared registry (KIND_BASICS and
 * RECORD_KINDS, which give its routes, permissions and labels): its list columns, search fields, edit
 * form, detail sections and schema. A feature (features/entities, later services …) declares one; the
 * app's route table (app/router/kindPages.tsx) hands it to RecordListPage, RecordDetailPage and
 * RecordEditPage on the kind's routes.
 */
import type { ComponentType } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { CatalogueEntry } from '@/shared/errors';
import type { RecordListItem, RecordView } from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kinds';
import type { SearchFormName } from '@/web/features/search/searchForms';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import type { MessageKey } from '@/web/i18n/pt';

export interface EditFormProps<TData> {
  /** The version being edited; undefined when creating. */
  view?: RecordView<TData>;
  /** The published parent a new child is created under (its parent field is then fixed). */
  parent?: RecordView | null;
  /** The entity a new record is created under, on the kind's route nested in /entidade/… (its organisation field is then fixed). */
  owner?: RecordView | null;
}

export interface RecordKindUi<TInput extends object = Record<string, unknown>, TData = Record<string, unknown>> {
  kind: RecordKindName;
  /** Its search form in the searchForms slice. */
  searchForm: SearchFormName;
  /** The page field of that form ('pageNumber'; 'pageIndex' for locations). */
  pageField: string;
  /** The list's columns (a hook: columns may need reference lists). */
  useListColumns: () => DataTableColumn<RecordListItem>[];
  /** The fields of the search form (rendered inside its Formik form). */
  SearchFields: ComponentType;
  /** The sections of the edit form (inside the Formik form). */
  EditForm: ComponentType<EditFormProps<TData>>;
  /** The read-only sections of the detail page. */
  DetailSections: ComponentType<{ view: RecordView<TData> }>;
  /** The shared yup schema the server checks too. */
  schema: AnyObjectSchema;
  /** A new record's input (under `parent`, or created under the entity `owner`, when given); a saved version's input is derived from it (recordToInput). */
  emptyInput: (parent?: RecordView | null, owner?: RecordView | null) => TInput;
  /** What the list says when the search finds nothing. */
  listEmptyText: MessageKey;
  /** The labels of the kind's fields in both languages (messages, change log). */
  fieldLabels: Readonly<Record<string, CatalogueEntry>>;
  /** A published version may be copied into a new draft under an entity (POST …/copy; documents). */
  copyable?: boolean;
  /**
   * The list also offers a map of the records its search finds (features/map), for a kind whose server
   * declaration names `mapCoordinates` (heritage).
   */
  listMap?: boolean;
}
