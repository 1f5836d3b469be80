import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SwapVert from '@mui/icons-material/SwapVert';
import type { OrganicNode } from '@/shared/organic';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { visuallyHidden } from '@/web/components/visuallyHidden';
import { MarkerDot } from '@/web/features/records/OrganizationPicker';
import { MARKERS } from '@/web/features/records/organizationMarkers';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useLanguage, useT } from '@/web/i18n/useT';
import { markersOf, ORGANIC_ORIGIN, ownedCounts } from './organicTree';

/** The entity's detail, reached from the tree: its back link returns to the tree (SPEC §2.3 {organicOrigin?}). */
export const organicDetailPath = (node: Pick<OrganicNode, 'id' | 'version'>): string => `${recordRoutes('entity').detail(node.id, node.version)}/${ORGANIC_ORIGIN}`;

/** The tree item's aria-labelledby and aria-describedby, pointing into its label (ids made from `idPrefix`). */
export function treeItemLabelling(node: OrganicNode, idPrefix: string) {
  return {
    'aria-labelledby': `${idPrefix}-name ${idPrefix}-markers ${idPrefix}-code`,
    'aria-describedby': ownedCounts(node).length > 0 ? `${idPrefix}-counts` : undefined,
  };
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * One node of the tree: its name first (the tree's type-ahead reads the first letters), SPEC §4's markers
 * (with their meaning in text for screen readers), its code, and the counts of what it owns. The detail link
 * and the order button are for the mouse (tabIndex -1: the tree is one Tab stop, WAI-ARIA tree pattern);
 * the keyboard reaches both in the chosen entity's summary beside the tree. The tree item is named by the
 * name, markers and code (`treeItemLabelling`), described by the counts: not by its buttons nor its children.
 */
export function OrganicNodeLabel({ node, idPrefix, onOrder }: { node: OrganicNode; idPrefix: string; onOrder?: (node: OrganicNode) => void }) {
  const t = useT();
  const language = useLanguage();
  const markers = markersOf(node);
  const counts = ownedCounts(node);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.25 }}>
      <Typography component="span" id={`${idPrefix}-name`} sx={{ fontWeight: 500 }}>
        {node.name}
      </Typography>
      <Stack direction="row" component="span" sx={{ gap: 0.5, alignItems: 'center' }}>
        {markers.map((marker) => (
          <MarkerDot key={marker} marker={marker} />
        ))}
        <Box component="span" id={`${idPrefix}-markers`} sx={visuallyHidden}>
          {markers.map((marker) => t(MARKERS[marker].label)).join(', ')}
        </Box>
      </Stack>
      <Typography component="span" id={`${idPrefix}-code`} variant="body2" color="text.secondary">
        {node.code}
      </Typography>
      {!node.active && (
        <Typography component="span" variant="caption" sx={{ px: 0.75, borderRadius: 1, bgcolor: 'action.selected' }}>
          {t('organic.node.inactive')}
        </Typography>
      )}
      {counts.length > 0 && (
        <Stack direction="row" component="span" id={`${idPrefix}-counts`} sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {counts.map(({ kind, count }) => (
            <Typography key={kind} component="span" variant="caption" color="text.secondary" sx={{ px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              {t('organic.node.count', RECORD_KINDS[kind].labelPlural[language], count)}
            </Typography>
          ))}
        </Stack>
      )}
      <Box component="span" sx={{ ml: 'auto', display: 'inline-flex' }}>
        {onOrder && node.canOrder && node.childCount > 1 && (
          <IconButton
            size="small"
            tabIndex={-1}
            aria-label={t('organic.node.order', node.name)}
            title={t('organic.node.order', node.name)}
            onClick={(event) => {
              event.stopPropagation();
              onOrder(node);
            }}
          >
            <SwapVert fontSize="small" />
          </IconButton>
        )}
        <IconButton
          size="small"
          component={RouterLink}
          to={organicDetailPath(node)}
          tabIndex={-1}
          aria-label={t('organic.node.open', node.name)}
          title={t('organic.node.open', node.name)}
          onClick={stop}
        >
          <OpenInNew fontSize="small" />
        </IconButton>
      </Box>
    </Stack>
  );
}
