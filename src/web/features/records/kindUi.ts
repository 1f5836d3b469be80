/**
 * What the generic record pages need to know of a kind besides the shared registry (RECORD_KINDS):
 * its list columns, search fields, edit form, detail sections, schema and routes. A feature
 * (features/entities, later services …) declares one and hands it to RecordListPage,
 * RecordDetailPage and RecordEditPage.
 */
import type { ComponentType } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { CatalogueEntry } from '@/shared/errors';
import type { RecordListItem, RecordView } from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kinds';
import type { SearchFormName } from '@/web/features/search/searchForms';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';

export interface RecordRoutes {
  list: string;
  detail: (id: number, version: number) => string;
  edit: (id: number, version: number) => string;
  create: () => string;
  /** Creating a record under a parent of the same kind (sub-entities). */
  createChild?: (parentId: number, parentVersion: number) => string;
  task: (id: number, version: number) => string;
}

export interface EditFormProps<TData> {
  /** The version being edited; undefined when creating. */
  view?: RecordView<TData>;
  /** The published parent a new child is created under (its parent field is then fixed). */
  parent?: RecordView | null;
}

export interface RecordKindUi<TInput extends object = Record<string, unknown>, TData = Record<string, unknown>> {
  kind: RecordKindName;
  /** Its search form in the searchForms slice. */
  searchForm: SearchFormName;
  /** The page field of that form ('pageNumber'; 'pageIndex' for locations). */
  pageField: string;
  /** Route parameter names of the id and the version ('organizationId', 'organizationVersion'). */
  params: { id: string; version: string; parentId?: string; parentVersion?: string };
  routes: RecordRoutes;
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
  emptyInput: (parent?: RecordView | null) => TInput;
  toInput: (view: RecordView<TData>) => TInput;
  /** The labels of the kind's fields in both languages (messages, change log). */
  fieldLabels: Readonly<Record<string, CatalogueEntry>>;
}
