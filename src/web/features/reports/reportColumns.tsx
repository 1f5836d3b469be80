import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { Language } from '@/shared/errors';
import type { ReportCell, ReportColumn } from '@/shared/reports';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { formatCount } from '@/web/components/DataTable/footerText';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { formatDate } from '@/web/components/form/masks';
import type { Translate } from '@/web/i18n/useT';

/** One row of a report page as the table holds it: its cells and its place in the page (the key). */
export interface ReportRow {
  index: number;
  cells: ReportCell[];
  /** The record the row lists (ReportPage.recordPaths), for a column with linksToRecord. */
  path?: string | null;
}

/** A cell as text in the interface language: numbers grouped, dates dd/MM/yyyy, yes/no. */
export function cellText(type: ReportColumn['type'], value: ReportCell, language: Language, t: Translate): string {
  if (value === null || value === '') return '';
  if (type === 'boolean' || typeof value === 'boolean') return t(value === true || value === 'true' ? 'field.yes' : 'field.no');
  if (type === 'integer' && typeof value === 'number') return formatCount(language, value);
  if (type === 'date' && typeof value === 'string') return formatDate(value);
  return String(value);
}

/** An address cell: a link opening in a new tab when it is http(s), else its text. */
function UrlCell({ href, label }: { href: string; label: string }) {
  if (!/^https?:\/\//i.test(href)) return <TruncatedText text={href} />;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={label} sx={{ wordBreak: 'break-all' }}>
      {href}
    </Link>
  );
}

/**
 * The table's columns for a report: the titles of src/shared/reports.ts in the interface language,
 * numbers on the right. When the table is too wide (a phone), the first name column (a wide text) stays
 * and takes the others as labelled lines, the addresses first, then from the last column back.
 */
export function reportTableColumns(columns: readonly ReportColumn[], language: Language, t: Translate): DataTableColumn<ReportRow>[] {
  const primary = Math.max(
    0,
    columns.findIndex((c) => c.type === 'text' && c.width >= 30),
  );
  return columns.map((column, i) => {
    const text = (row: ReportRow) => cellText(column.type, row.cells[i] ?? null, language, t);
    const base: DataTableColumn<ReportRow> = {
      key: column.key,
      label: column.title[language],
      align: column.type === 'integer' ? 'right' : 'left',
      priority: i === primary ? 'essential' : column.type === 'url' ? 0 : columns.length - i,
      primary: i === primary,
      minWidth: column.width >= 30 ? 160 : undefined,
      text,
    };
    if (column.linksToRecord) {
      return { ...base, render: (row) => (row.path ? <Link component={RouterLink} to={row.path}>{text(row)}</Link> : text(row)) };
    }
    if (column.type !== 'url') return base;
    return {
      ...base,
      render: (row) => {
        const href = text(row);
        return href ? <UrlCell href={href} label={t('reports.opensNewTab', href)} /> : null;
      },
    };
  });
}
