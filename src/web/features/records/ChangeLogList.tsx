import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CatalogueEntry, Language } from '@/shared/errors';
import { visuallyHidden } from '@/web/components/visuallyHidden';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useGetChangeLogQuery, type RecordRef } from './recordsApi';

/** Splits 'Field: old != new' for display; other texts stay whole. */
export function parseChange(entry: string): { field: string; before: string; after: string } | null {
  const colon = entry.indexOf(': ');
  const arrow = entry.indexOf(' != ', colon + 2);
  if (colon < 0 || arrow < 0) return null;
  return { field: entry.slice(0, colon), before: entry.slice(colon + 2, arrow), after: entry.slice(arrow + 4) };
}

/**
 * A change's field in the interface language: the server words the log in the user's own language,
 * which the interface may have left since. A text that is no label of the kind stays as it is.
 */
export function fieldInLanguage(field: string, labels: Readonly<Record<string, CatalogueEntry>>, language: Language): string {
  const label = Object.values(labels).find((l) => l.pt === field || l.en === field);
  return label ? label[language] : field;
}

/** The change log of a version (SPEC §3: 'Field: old != new'), against the previous or the published version. */
export function ChangeLogList({
  record,
  againstPublished,
  title,
  labels,
}: {
  record: RecordRef;
  againstPublished: boolean;
  title: string;
  labels: Readonly<Record<string, CatalogueEntry>>;
}) {
  const t = useT();
  const language = useLanguage();
  const { data, isLoading } = useGetChangeLogQuery({ ...record, againstPublished });
  const titleId = `changelog-${againstPublished ? 'published' : 'previous'}`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {isLoading && <Skeleton variant="rounded" height={60} />}
      {data && data.length === 0 && <Typography color="text.secondary">{t('history.noChanges')}</Typography>}
      {data && data.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="changelog">
          {data.map((entry, i) => {
            const change = parseChange(entry);
            return (
              <Box component="li" key={i} sx={{ py: 0.25 }}>
                {change ? (
                  <>
                    <strong>{fieldInLanguage(change.field, labels, language)}:</strong>{' '}
                    <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
                      {change.before}
                    </Box>{' '}
                    <span aria-hidden>→</span>
                    <Box component="span" sx={visuallyHidden}>
                      {' != '}
                    </Box>{' '}
                    <span>{change.after}</span>
                  </>
                ) : (
                  entry
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
