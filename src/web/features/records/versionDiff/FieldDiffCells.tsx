import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldDiff, ListItemDiff, TextSegment } from '@/shared/records/versionDiff';
import { useT } from '@/web/i18n/useT';
import { Deleted, Inserted } from './DiffMarks';

export type Side = 'before' | 'after';

/** A rich text's words on one side: the older shows what was kept and deleted, the newer what was kept and inserted. */
function RichTextSide({ segments, side }: { segments: readonly TextSegment[]; side: Side }) {
  const shown = segments.filter((s) => s.op !== (side === 'before' ? 'insert' : 'delete'));
  if (shown.length === 0) return <span>—</span>;
  return (
    <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {shown.map((s, i) =>
        s.op === 'same' ? <span key={i}>{s.text}</span> : s.op === 'insert' ? <Inserted key={i}>{s.text}</Inserted> : <Deleted key={i}>{s.text}</Deleted>,
      )}
    </Box>
  );
}

function ListSide({ items, side }: { items: readonly ListItemDiff[]; side: Side }) {
  const shown = items.filter((item) => item[side] !== null);
  if (shown.length === 0) return <span>—</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {shown.map((item) => {
        const text = item[side] as string;
        const marked = item.status === 'same' ? text : side === 'before' ? <Deleted>{text}</Deleted> : <Inserted>{text}</Inserted>;
        return (
          <li key={item.key} data-status={item.status}>
            {marked}
          </li>
        );
      })}
    </Box>
  );
}

/** One side of a field: its value as that version words it, what differs from the other side marked. */
export function FieldDiffSide({ diff, side }: { diff: FieldDiff; side: Side }) {
  const t = useT();
  const { payload } = diff;
  if (payload.type === 'richText') {
    const formatOnly = diff.status === 'changed' && payload.segments.every((s) => s.op === 'same');
    return (
      <>
        <RichTextSide segments={payload.segments} side={side} />
        {formatOnly && side === 'after' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('versionDiff.formatOnly')}
          </Typography>
        )}
      </>
    );
  }
  if (payload.type === 'list') return <ListSide items={payload.items} side={side} />;
  const text = payload[side];
  if (diff.status === 'same' || text === '—') return <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Box>;
  return <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{side === 'before' ? <Deleted>{text}</Deleted> : <Inserted>{text}</Inserted>}</Box>;
}
