import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { DIVISION_TYPE_LABELS } from '@/shared/enumLabels';
import { divisionTree } from '@/shared/records/divisionTree';
import type { DivisionNode } from '@/shared/settings';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useGetDivisionsQuery } from '@/web/features/records/recordsApi';

function NodeRow({ node, depth }: { node: DivisionNode; depth: number }) {
  const language = useLanguage();
  const t = useT();
  const [open, setOpen] = useState(false);
  const hasChildren = node.children.length > 0;
  const text = (
    <>
      <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary', minWidth: 56 }}>
        {node.code}
      </Typography>
      <Typography component="span" variant="body2" sx={{ fontWeight: depth === 0 ? 600 : 400 }}>
        {node.name}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {DIVISION_TYPE_LABELS[node.type][language]}
        {hasChildren
          ? ` · ${node.children.length === 1 ? t('settings.objectParameters.divisionChild') : t('settings.objectParameters.divisionChildren', node.children.length)}`
          : ''}
      </Typography>
    </>
  );
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {hasChildren ? (
        <ButtonBase
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          sx={{ width: '100%', justifyContent: 'flex-start', gap: 1, py: 0.5, pl: depth * 3, borderRadius: 1, textAlign: 'left', '&:hover': { bgcolor: 'action.hover' } }}
        >
          {open ? <ExpandMore fontSize="small" aria-hidden /> : <ChevronRight fontSize="small" aria-hidden />}
          {text}
        </ButtonBase>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, py: 0.5, pl: depth * 3 + 3.5, alignItems: 'center', flexWrap: 'wrap' }}>{text}</Box>
      )}
      {hasChildren && open && (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {node.children.map((child) => (
            <NodeRow key={child.divisionId} node={child} depth={depth + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The divisions of SPEC §2.10 (locations), read-only: islands → municipalities → parishes with their DICOFRE codes. */
export function DivisionsTree() {
  const t = useT();
  const { data, isLoading } = useGetDivisionsQuery();
  const tree = useMemo(() => divisionTree(data ?? []), [data]);
  if (isLoading) return <CircularProgress size={20} aria-label={t('app.loading')} />;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.objectParameters.divisionsHelp')}
      </Typography>
      <Box component="ul" aria-label={t('settings.objectParameters.divisions')} sx={{ m: 0, p: 0 }}>
        {tree.map((node) => (
          <NodeRow key={node.divisionId} node={node} depth={0} />
        ))}
      </Box>
    </Box>
  );
}
