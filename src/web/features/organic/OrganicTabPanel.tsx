import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { OrganicNode, OrganicSearchHit } from '@/shared/organic';
import { useAppDispatch } from '@/web/app/hooks';
import { formatDate } from '@/web/components/form/masks';
import { MarkerLegend } from '@/web/features/records/OrganizationPicker';
import { useT } from '@/web/i18n/useT';
import { OrganicOrderDialog } from './OrganicOrderDialog';
import { OrganicNodeSummary } from './OrganicNodeSummary';
import { OrganicSearch } from './OrganicSearch';
import { organicTabClosed, organicTreeChanged, type OrganicTab } from './organicTabsSlice';
import { OrganicTree } from './OrganicTree';
import { expandedForPath, itemIdOf } from './organicTree';

/**
 * One tab: the tree on its date with its own search, and the chosen entity's summary beside it. Every
 * tab stays mounted (hidden when not chosen), so switching keeps each tab's search. Ordering
 * sub-entities changes today's order, so only today's tab offers it.
 */
export function OrganicTabPanel({ tab }: { tab: OrganicTab }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [focusRequest, setFocusRequest] = useState<string | null>(null);
  const [ordering, setOrdering] = useState<OrganicNode | null>(null);
  const onFocused = useCallback(() => setFocusRequest(null), []);
  const onOrder = tab.isToday ? setOrdering : undefined;
  const date = formatDate(tab.date);
  const treeTitleId = `${tab.id}-tree-title`;

  const reveal = (hit: OrganicSearchHit) => {
    const itemId = itemIdOf(hit.node);
    dispatch(organicTreeChanged({ id: tab.id, expanded: expandedForPath(tab.expanded ?? [], hit.path), selected: itemId }));
    setFocusRequest(itemId);
  };

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h2">{t('organic.panel', date)}</Typography>
        {!tab.isToday && (
          <Button startIcon={<Close />} onClick={() => dispatch(organicTabClosed(tab.id))}>
            {t('organic.closeTab', date)}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
        <OrganicSearch date={tab.date} onChoose={reveal} />
      </Paper>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' } }}>
        <Paper variant="outlined" component="section" aria-labelledby={treeTitleId} sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}>
          <Typography id={treeTitleId} variant="h3" component="h3">
            {t('organic.tree.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('organic.tree.hint')}
          </Typography>
          <Box sx={{ mx: -1.75, mb: 1.5 }}>
            <MarkerLegend />
          </Box>
          <OrganicTree tab={tab} focusRequest={focusRequest} onFocused={onFocused} onOrder={onOrder} />
        </Paper>
        <OrganicNodeSummary date={tab.date} selected={tab.selected ?? null} onOrder={onOrder} />
      </Box>
      {ordering && <OrganicOrderDialog node={ordering} date={tab.date} onClose={() => setOrdering(null)} />}
    </Stack>
  );
}
