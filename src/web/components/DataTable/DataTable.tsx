import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@/shared/limits';
import type { ListDensity } from '@/shared/userPreferences';
import { useLanguage, useT } from '@/web/i18n/useT';
import { visuallyHidden } from '../visuallyHidden';
import { isEssential, primaryKey, stackedKeys, stackOrder } from './columnFit';
import { footerText } from './footerText';
import { Pagination, type PaginationProps } from './Pagination';
import { isRowSelected, selectedCount, selectionStatus, toggleAll, toggleRow, type RowId, type Selection } from './selection';
import { nextSort, parseSort } from './sortCycle';
import { StackedCells } from './StackedCells';
import { TruncatedText } from './TruncatedText';
import { useColumnFit } from './useColumnFit';

export interface DataTableColumn<T> {
  /** Unique per table; also the row property shown when neither `text` nor `render` is given. */
  key: string;
  label: string;
  /** The server's sort key ('Code', 'Name' …): makes the header a sort button. */
  sortKey?: string;
  /** The cell's plain text (truncated at LIMITS.columnTruncateAt with a tooltip). */
  text?: (row: T) => string;
  /** A cell of its own (links, chips); wins over `text`. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** CSS width of the column (e.g. 120 or '30%'). */
  width?: number | string;
  /** CSS minimum width: keeps a long text column readable when the table is crowded. */
  minWidth?: number | string;
  /**
   * When the table is wider than its place, optional columns leave the header one by one and show as
   * labelled lines in the primary column's cell, so that no column is ever off-screen (columnFit.ts).
   * 'essential': always a column. A number: the higher, the longer it stays a column (default 1).
   * Default: the first column and the columns keyed name, state, status, active and actions are essential.
   */
  priority?: 'essential' | number;
  /** Its cell takes the stacked columns (default: the first essential column that is not state or actions). */
  primary?: boolean;
  /** Among the first to stack when space runs out (priority 0 unless `priority` says otherwise). */
  hideOnNarrow?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology (rendered as a hidden caption). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => RowId;
  /** Every record on every page; defaults to rows.length. */
  total?: number;
  /** `total` is the server's estimate: about that many records (the footer says so). */
  totalIsEstimate?: boolean;
  /** The server stopped counting: there are more than `total` records (the footer says so). */
  totalIsLowerBound?: boolean;
  loading?: boolean;
  /** Shown in a single cell when there are no rows (default 'Não existem items para mostrar'). */
  emptyText?: string;
  /** The active sort as the spec writes it: 'Code', 'Code desc' or '' (not active). */
  sortBy?: string;
  onSortChange?: (sortBy: string) => void;
  /** Server-side paging; without it the footer reads 'total registos'. */
  pagination?: Omit<PaginationProps, 'pageCount'> & { pageCount?: number };
  /** Row checkboxes with the none/some/all selection of SPEC §4. */
  selection?: { value: Selection; onChange: (selection: Selection) => void; rowLabel: (row: T) => string };
  /** Rendered in the footer's left side (e.g. bulk actions). */
  footerStart?: ReactNode;
  /** 'compact' tightens the rows (issue 30 §3: kept per user); default 'standard'. */
  density?: ListDensity;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function cellContent<T>(column: DataTableColumn<T>, row: T): ReactNode {
  return column.render ? column.render(row) : <TruncatedText text={cellText(column, row)} />;
}

/** A cell with nothing to show: its text is empty and it draws no cell of its own (stacked, it would be a bare label). */
function emptyCell<T>(column: DataTableColumn<T>, row: T): boolean {
  return (column.text !== undefined || column.render === undefined) && cellText(column, row) === '';
}

function cellText<T>(column: DataTableColumn<T>, row: T): string {
  if (column.text) return column.text(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The one table of the back-office (SPEC §4, §9): sortable headers cycling not-active → ascending →
 * descending → not-active with one active column, selection none/some/all with the unselected list,
 * pagination windows, page size, truncated cells with a tooltip, the 'n de total registos' footer,
 * a configurable empty text and a loading bar. Sorting and paging are the caller's (server-side):
 * the table only reports what the user asked for.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total = rows.length,
  totalIsEstimate,
  totalIsLowerBound,
  loading = false,
  emptyText,
  sortBy = '',
  onSortChange,
  pagination,
  selection,
  footerStart,
  density = 'standard',
}: DataTableProps<T>) {
  const t = useT();
  const language = useLanguage();
  const active = parseSort(sortBy);
  const status = selection ? selectionStatus(selection.value, total) : 'none';
  const optional = stackOrder(columns);
  const { stackedCount, containerRef, tableRef } = useColumnFit(optional.length, `${columns.map((c) => `${c.key}:${c.label}`).join()}|${rows.map(rowKey).join()}`);
  const stacked = stackedKeys(columns, stackedCount);
  const primary = primaryKey(columns);
  const shown = columns.filter((c) => !stacked.has(c.key));
  const stackedColumns = columns.filter((c) => stacked.has(c.key));
  const span = shown.length + (selection ? 1 : 0);
  // Essential short cells (a state chip, row actions) never wrap nor shrink below their content.
  const keepWhole = (column: DataTableColumn<T>) =>
    isEssential(column, columns.indexOf(column)) && column.key !== primary ? { whiteSpace: 'nowrap', '& .MuiChip-root': { maxWidth: 'none' } } : {};
  const pageCount = pagination ? (pagination.pageCount ?? Math.max(1, Math.ceil(total / (pagination.pageSize ?? LIMITS.defaultPageSize)))) : 0;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('table.loading')} />}</Box>
      <TableContainer ref={containerRef}>
        <Table
          ref={tableRef}
          size="small"
          aria-busy={loading || undefined}
          data-density={density}
          // The standard rows are MUI's small size (the back-office's tables always were); compact ones halve their padding.
          sx={
            density === 'compact'
              ? { '& .MuiTableCell-root': { py: 0.25, fontSize: '0.8125rem' }, '& .MuiTableCell-paddingCheckbox .MuiCheckbox-root': { p: 0.25 } }
              : undefined
          }
        >
          <Box component="caption" sx={visuallyHidden}>
            {label}
          </Box>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={status === 'all'}
                    indeterminate={status === 'some'}
                    disabled={total === 0}
                    onChange={() => selection.onChange(toggleAll(selection.value, total))}
                    slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
                  />
                </TableCell>
              )}
              {shown.map((column) => {
                const isActive = active?.column === column.sortKey && column.sortKey !== undefined;
                const direction = isActive && active ? active.direction : 'asc';
                return (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    scope="col"
                    aria-sort={column.sortKey ? (isActive ? ARIA_SORT[direction] : 'none') : undefined}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap', width: column.width, minWidth: column.minWidth, bgcolor: 'background.default' }}
                  >
                    {column.sortKey && onSortChange ? (
                      <TableSortLabel active={isActive} direction={direction} onClick={() => onSortChange(nextSort(sortBy, column.sortKey as string))}>
                        {column.label}
                        {isActive && (
                          <Box component="span" sx={visuallyHidden}>
                            {t(direction === 'desc' ? 'table.sortDesc' : 'table.sortAsc')}
                          </Box>
                        )}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={span} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {loading ? t('table.loading') : (emptyText ?? t('table.empty'))}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => {
                const id = rowKey(row);
                const selected = selection ? isRowSelected(selection.value, id) : false;
                return (
                  <TableRow key={id} hover selected={selected}>
                    {selection && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected}
                          onChange={() => selection.onChange(toggleRow(selection.value, id, total))}
                          slotProps={{ input: { 'aria-label': t('table.selectRow', selection.rowLabel(row)) } }}
                        />
                      </TableCell>
                    )}
                    {shown.map((column) => (
                      <TableCell
                        key={column.key}
                        align={column.align}
                        sx={{ overflowWrap: 'break-word', verticalAlign: stackedColumns.length > 0 ? 'top' : undefined, ...keepWhole(column) }}
                      >
                        {cellContent(column, row)}
                        {column.key === primary && <StackedCells row={row} columns={stackedColumns.filter((c) => !emptyCell(c, row))} content={cellContent} />}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 1.5, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" role="status" data-testid="table-footer">
            {footerText(t, language, { shown: rows.length, total, paged: pagination !== undefined, totalIsEstimate, totalIsLowerBound })}
          </Typography>
          {selection && status !== 'none' && (
            <Typography variant="body2" color="text.secondary">
              {t('table.selectedCount', selectedCount(selection.value, total))}
            </Typography>
          )}
          {footerStart}
        </Stack>
        {pagination && <Pagination {...pagination} pageCount={pageCount} />}
      </Stack>
    </Paper>
  );
}
