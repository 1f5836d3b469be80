import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SwapVert from '@mui/icons-material/SwapVert';
import type { OrganicNode } from '@/shared/organic';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { useAppSelector } from '@/web/app/hooks';
import { MarkerDot } from '@/web/features/records/OrganizationPicker';
import { MARKERS } from '@/web/features/records/organizationMarkers';
import { useLanguage, useT } from '@/web/i18n/useT';
import { organicDetailPath } from './OrganicNodeLabel';
import { findCachedNode, markersOf, ownedCounts } from './organicTree';

/**
 * The chosen entity of a tab, beside the tree: what its node shows, in words, with the keyboard's way to
 * its detail and, when the user may, to ordering its sub-entities. The node is read from the tree's
 * cached levels (it is on screen, or was).
 */
export function OrganicNodeSummary({ date, selected, onOrder }: { date: string; selected: string | null; onOrder?: (node: OrganicNode) => void }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const node = useAppSelector((state) => findCachedNode(state.api.queries, date, selected));
  const rows = node
    ? [
        [t('organic.selected.code'), node.code],
        [t('organic.selected.abbreviation'), node.abbreviation],
        [t('organic.selected.version'), String(node.version)],
        [t('organic.selected.subEntities'), String(node.childCount)],
        ...ownedCounts(node, { withZeros: true }).map(({ kind, count }) => [RECORD_KINDS[kind].labelPlural[language], String(count)]),
      ]
    : [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 2.5 }, alignSelf: 'start' }}>
      <Typography id={titleId} variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {t('organic.selected.title')}
      </Typography>
      {!node ? (
        <Typography color="text.secondary">{t('organic.selected.none')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 600 }} data-testid="organic-selected-name">
            {node.name}
          </Typography>
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
            {markersOf(node).map((marker) => (
              <Stack key={marker} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <MarkerDot marker={marker} />
                <Typography variant="body2">{t(MARKERS[marker].label)}</Typography>
              </Stack>
            ))}
          </Stack>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={organicDetailPath(node)} variant="contained" startIcon={<OpenInNew />}>
              {t('organic.selected.detail')}
            </Button>
            {onOrder && node.canOrder && node.childCount > 1 && (
              <Button variant="outlined" startIcon={<SwapVert />} onClick={() => onOrder(node)}>
                {t('organic.selected.order')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
