import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CatalogueEntry } from '@/shared/errors';
import { visuallyHidden } from '@/web/components/visuallyHidden';
import { useLanguage, useT } from '@/web/i18n/useT';
import type { RecordRef } from './recordsApi';
import { useGetChangeLogLinesQuery } from './versionDiff/changeLogApi';
import { FieldDiffSide } from './versionDiff/FieldDiffCells';

/**
 * The change log of a version (SPEC §3: 'Field: old != new'), against the previous or the published
 * version: one line per changed field, each side worded and marked as the compare dialog shows it
 * (issue 29 §2: the comparison's presenters, so no structured value shows as JSON).
 */
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
  const { data, isLoading } = useGetChangeLogLinesQuery({ ...record, againstPublished, language });
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
            // The field is named in the interface language (the kind's labels), the values as the comparison words them.
            <Box component="li" key={change.field} data-field={change.field} sx={{ py: 0.25 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.25 }}>
                <strong>{labels[change.field]?.[language] ?? change.diff.label}:</strong>
                <FieldDiffSide diff={change.diff} side="before" />
                <span aria-hidden>→</span>
                <Box component="span" sx={visuallyHidden}>
                  {' != '}
                </Box>
                <FieldDiffSide diff={change.diff} side="after" />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
