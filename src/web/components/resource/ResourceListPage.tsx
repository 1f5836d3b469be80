import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import type { TableData } from '@/shared/records/contract';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { PageContainer } from '@/web/components/PageContainer';
import { useT } from '@/web/i18n/useT';
import { ListFilters } from './ListFilters';
import { useListLinkState } from './listReturn';
import { RowActions, type RowActionLinks } from './RowActions';
import type { ListDefaults, ListState } from './useListParams';

/** The page's create action: a link to the create page, or a button opening a form on the list. */
export type CreateAction = { label: string; to: string } | { label: string; onClick: () => void; disabled?: boolean; controls?: string; expanded?: boolean };

export interface ResourceListPageProps<Row, F extends string> {
  /** The page's h1, also the table's name. */
  title: string;
  /** The list's state in the address (useListParams) and its defaults. */
  list: ListState<F>;
  defaults: ListDefaults<F>;
  /** The page read for that state. */
  data: TableData<Row> | undefined;
  loading: boolean;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => number;
  /** The icon links of the row's actions column (left out when not given). */
  rowActions?: (row: Row) => RowActionLinks;
  /** Width of the actions column: 80 fits one icon, 110 two. */
  actionsWidth?: number;
  /** The filter fields (named after the filter keys of `defaults`). */
  filters: ReactNode;
  /** Left out when the user may not create. */
  create?: CreateAction | false;
  /** Between the header and the filters (e.g. an inline create form). */
  beforeList?: ReactNode;
  /** After the table (e.g. a create dialog). */
  children?: ReactNode;
}

/**
 * A settings list written once, as react-admin's `list` of a resource: title and create action,
 * the filter card, the table with the list's state in the address, and the row actions.
 */
export function ResourceListPage<Row, F extends string>({
  title,
  list,
  defaults,
  data,
  loading,
  columns,
  rowKey,
  rowActions,
  actionsWidth = 80,
  filters,
  create,
  beforeList,
  children,
}: ResourceListPageProps<Row, F>) {
  const t = useT();
  const linkState = useListLinkState();
  const allColumns: DataTableColumn<Row>[] = rowActions
    ? [
        ...columns,
        {
          key: 'actions',
          label: t('settings.common.actions'),
          align: 'right',
          width: actionsWidth,
          render: (row) => <RowActions {...rowActions(row)} state={linkState} />,
        },
      ]
    : columns;

  return (
    <PageContainer title={title} actions={create && <CreateButton action={create} state={linkState} />}>
      {beforeList}
      <ListFilters values={list.filters} defaults={defaults.filters} onSearch={list.search} label={t('settings.common.filters')}>
        {filters}
      </ListFilters>
      <DataTable<Row>
        label={title}
        columns={allColumns}
        rows={data?.items ?? []}
        rowKey={rowKey}
        total={data?.total ?? 0}
        loading={loading}
        sortBy={list.sortBy}
        onSortChange={list.setSort}
        pagination={{ pageNumber: list.pageNumber, pageSize: list.pageSize, pageCount: data?.pageCount, onPageChange: list.setPage, onPageSizeChange: list.setPageSize }}
      />
      {children}
    </PageContainer>
  );
}

function CreateButton({ action, state }: { action: CreateAction; state: unknown }) {
  if ('to' in action)
    return (
      <Button component={RouterLink} to={action.to} state={state} variant="contained" startIcon={<Add />}>
        {action.label}
      </Button>
    );
  return (
    <Button variant="contained" startIcon={<Add />} onClick={action.onClick} disabled={action.disabled} aria-expanded={action.expanded} aria-controls={action.controls}>
      {action.label}
    </Button>
  );
}
