import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CatalogueEntry } from '@/shared/errors';
import { visuallyHidden } from '@/web/components/visuallyHidden';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useGetChangeLogQuery, type RecordRef } from './recordsApi';

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
          {data.map((change) => (
            // The field is named in the interface language, which may differ from the one the server wrote `text` in.
            <Box component="li" key={change.field} sx={{ py: 0.25 }}>
              <strong>{labels[change.field]?.[language] ?? change.field}:</strong>{' '}
              <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
                {change.before}
              </Box>{' '}
              <span aria-hidden>→</span>
              <Box component="span" sx={visuallyHidden}>
                {' != '}
              </Box>{' '}
              <span>{change.after}</span>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
