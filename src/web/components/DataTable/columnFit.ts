/**
 * Which columns of a DataTable stay columns when the table is wider than its place (WCAG 1.4.10 reflow;
 * issue 8: "lists must show name, state and actions at every width"). Essential columns always stay;
 * the others move, one at a time, into the primary column's cell as labelled lines, until the table fits.
 */

/** Column keys that are essential unless a column says otherwise: a record's state and its row actions. */
export const ESSENTIAL_KEYS: readonly string[] = ['name', 'state', 'status', 'active', 'actions'];

/** What the fitting needs of a column (a subset of DataTableColumn). */
export interface FitColumn {
  key: string;
  /** 'essential': always a column. A number: the higher, the longer it stays a column (default 1). */
  priority?: 'essential' | number;
  /** Receives the stacked columns in its cell (default: the first essential column). */
  primary?: boolean;
  /** Moves first (priority 0 unless a priority is given). */
  hideOnNarrow?: boolean;
}

export function isEssential(column: FitColumn, index: number): boolean {
  if (column.priority !== undefined) return column.priority === 'essential' || column.primary === true;
  return (index === 0 && !column.hideOnNarrow) || column.primary === true || ESSENTIAL_KEYS.includes(column.key);
}

/** The key of the column whose cell takes the stacked ones (a first column marked hideOnNarrow is not it). */
export function primaryKey(columns: readonly FitColumn[]): string | undefined {
  const primary =
    columns.find((c) => c.primary) ??
    columns.find((c, i) => isEssential(c, i) && !['state', 'status', 'active', 'actions'].includes(c.key)) ??
    columns.find((c) => !c.hideOnNarrow);
  return (primary ?? columns[0])?.key;
}

/**
 * The order in which optional columns move into the primary cell: lowest priority first and, between
 * equals, the rightmost first (the reading order keeps its start longest).
 */
export function stackOrder(columns: readonly FitColumn[]): string[] {
  const primary = primaryKey(columns);
  return columns
    .map((column, index) => ({ column, index, priority: typeof column.priority === 'number' ? column.priority : column.hideOnNarrow ? 0 : 1 }))
    .filter(({ column, index }) => column.key !== primary && !isEssential(column, index))
    .sort((a, b) => a.priority - b.priority || b.index - a.index)
    .map(({ column }) => column.key);
}

/** The keys stacked when `count` columns have moved. */
export function stackedKeys(columns: readonly FitColumn[], count: number): ReadonlySet<string> {
  return new Set(stackOrder(columns).slice(0, count));
}
