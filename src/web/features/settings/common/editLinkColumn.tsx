import type { SxProps, Theme } from '@mui/material/styles';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { RowLinkWithChip } from './RowLinkWithChip';

/** The chip after a special row's name (a system parameter, a GRA user). */
type RowChip = { label: string; title?: string } | false;

interface EditLink<T> {
  /** The row's edit page. */
  to: (row: T) => string;
  name: (row: T) => string;
  chip: (row: T) => RowChip;
  sx?: SxProps<Theme>;
}

/**
 * A settings list's first column: the row's name, sortable, linking to the row's edit page and
 * followed by a small chip when the row is of a special kind (the parameters' and users' lists).
 */
export function editLinkColumn<T>(column: Pick<DataTableColumn<T>, 'key' | 'label' | 'sortKey'>, { to, name, chip, sx }: EditLink<T>): DataTableColumn<T> {
  return { ...column, render: (row) => <RowLinkWithChip to={to(row)} name={name(row)} chip={chip(row)} sx={sx} /> };
}
