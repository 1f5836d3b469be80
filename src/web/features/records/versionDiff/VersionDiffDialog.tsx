import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { CatalogueEntry } from '@/shared/errors';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import type { RecordKindName } from '@/shared/records/kinds';
import type { ComparedVersion, FieldDiff } from '@/shared/records/versionDiff';
import { formatDateTime } from '@/web/components/form/masks';
import { useMediaQuery } from '@/web/components/useMediaQuery';
import type { ApiError } from '@/web/api/apiError';
import { useLanguage, useT } from '@/web/i18n/useT';
import { DiffStatusMark } from './DiffStatusMark';
import { FieldDiffSide } from './FieldDiffCells';
import { useCompareVersionsQuery } from './versionDiffApi';

export interface VersionDiffDialogProps {
  kind: RecordKindName;
  id: number;
  from: number;
  to: number;
  /** The kind's field labels, so fields are named in the interface language. */
  labels: Readonly<Record<string, CatalogueEntry>>;
  onClose: () => void;
}

/** Below this width the comparison takes the whole screen. */
const FULL_SCREEN_QUERY = '(max-width: 767.98px)';

function ColumnHead({ version }: { version: ComparedVersion }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack spacing={0.25}>
      <span>{t('versionDiff.column', version.version)}</span>
      <Typography variant="body2" component="span" color="text.secondary">
        {t('versionDiff.columnMeta', RECORD_STATE_LABELS[version.state][language], formatDateTime(version.date), version.changedBy ?? '—')}
      </Typography>
      {version.versionComment && (
        <Typography variant="body2" component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('versionDiff.comment', version.versionComment)}
        </Typography>
      )}
    </Stack>
  );
}

const CHANGED_ROW = { bgcolor: '#fff8e1', boxShadow: 'inset 4px 0 0 #b58100' } as const;
const cell = { verticalAlign: 'top', width: { md: '40%' } } as const;

/**
 * On a narrow screen three columns do not fit: each changed field is a section of its own, the older
 * version's value above the newer one's, each under its version's heading.
 */
function StackedChanges({ changed, from, to, labelOf }: { changed: FieldDiff[]; from: ComparedVersion; to: ComparedVersion; labelOf: (f: FieldDiff) => string }) {
  const t = useT();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <ColumnHead version={from} />
        <ColumnHead version={to} />
      </Stack>
      {changed.map((f) => (
        <Box component="section" key={f.field} data-field={f.field} aria-label={labelOf(f)} sx={{ ...CHANGED_ROW, p: 1.5, pl: 2 }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {labelOf(f)}
          </Typography>
          <DiffStatusMark status={f.status as Exclude<typeof f.status, 'same'>} />
          {(
            [
              ['before', from],
              ['after', to],
            ] as const
          ).map(([side, version]) => (
            <Box key={side} sx={{ mt: 1 }}>
              <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
                {t('versionDiff.column', version.version)}
              </Typography>
              <FieldDiffSide diff={f} side={side} />
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );
}

/** A changed field in the side-by-side table: its name and mark, then the older and the newer value. */
function ChangedFieldRow({ diff, label }: { diff: FieldDiff; label: string }) {
  return (
    <TableRow sx={CHANGED_ROW} data-field={diff.field}>
      <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
        <Stack spacing={0.5}>
          <strong>{label}</strong>
          <DiffStatusMark status={diff.status as Exclude<typeof diff.status, 'same'>} />
        </Stack>
      </TableCell>
      {(['before', 'after'] as const).map((side) => (
        <TableCell key={side} sx={cell}>
          <FieldDiffSide diff={diff} side={side} />
        </TableCell>
      ))}
    </TableRow>
  );
}

/** An unchanged field among the folded ones: its name and its one value across both columns. */
function UnchangedFieldRow({ diff, label }: { diff: FieldDiff; label: string }) {
  return (
    <TableRow data-field={diff.field}>
      <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', width: { md: '20%' } }}>
        {label}
      </TableCell>
      <TableCell colSpan={2} sx={{ verticalAlign: 'top' }}>
        <FieldDiffSide diff={diff} side="after" />
      </TableCell>
    </TableRow>
  );
}

/**
 * Two versions of a record side by side (issue 14 §2): the changed fields first, highlighted and
 * marked 'Alterado' (or added, removed), rich text word by word and lists item by item; the unchanged
 * ones folded under "N campos sem alterações".
 */
export function VersionDiffDialog({ kind, id, from, to, labels, onClose }: VersionDiffDialogProps) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const unchangedId = useId();
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY);
  const [showUnchanged, setShowUnchanged] = useState(false);
  const { data, error, isFetching } = useCompareVersionsQuery({ kind, id, from, to, language });
  const older = Math.min(from, to);
  const newer = Math.max(from, to);
  const labelOf = (f: FieldDiff) => labels[f.field]?.[language] ?? f.label;
  const changed = data?.fields.filter((f) => f.status !== 'same') ?? [];
  const unchanged = data?.fields.filter((f) => f.status === 'same') ?? [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xl" fullScreen={fullScreen} aria-labelledby={titleId} data-testid="version-diff">
      <DialogTitle id={titleId}>{t('versionDiff.title', older, newer)}</DialogTitle>
      <DialogContent dividers>
        {isFetching && !data && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <span>{t('versionDiff.loading')}</span>
          </Stack>
        )}
        {error && <Alert severity="error">{(error as ApiError).description}</Alert>}
        {data && (
          <Stack spacing={2}>
            <Typography role="status">{changed.length === 0 ? t('versionDiff.noChanges') : t('versionDiff.summary', changed.length)}</Typography>
            {fullScreen ? (
              <StackedChanges changed={changed} from={data.from} to={data.to} labelOf={labelOf} />
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('versionDiff.tableCaption', data.from.version, data.to.version)}>
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col" sx={{ width: { md: '20%' } }}>
                        {t('versionDiff.field')}
                      </TableCell>
                      <TableCell component="th" scope="col" sx={cell}>
                        <ColumnHead version={data.from} />
                      </TableCell>
                      <TableCell component="th" scope="col" sx={cell}>
                        <ColumnHead version={data.to} />
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {changed.map((f) => (
                      <ChangedFieldRow key={f.field} diff={f} label={labelOf(f)} />
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {unchanged.length > 0 && (
              <Box>
                <Button
                  onClick={() => setShowUnchanged((v) => !v)}
                  aria-expanded={showUnchanged}
                  aria-controls={unchangedId}
                  startIcon={showUnchanged ? <ExpandLess /> : <ExpandMore />}
                >
                  {t(showUnchanged ? 'versionDiff.hideUnchanged' : 'versionDiff.showUnchanged', unchanged.length)}
                </Button>
                <Box id={unchangedId} hidden={!showUnchanged} sx={{ overflowX: 'auto' }}>
                  {showUnchanged && (
                    <Table size="small" aria-label={t('versionDiff.unchangedCaption')}>
                      <TableBody>
                        {unchanged.map((f) => (
                          <UnchangedFieldRow key={f.field} diff={f} label={labelOf(f)} />
                        ))}
                      </TableBody>
                    </Table>
                  )}
                </Box>
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('app.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
