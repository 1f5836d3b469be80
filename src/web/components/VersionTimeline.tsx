import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { LIMITS } from '@/shared/limits';
import { useT } from '@/web/i18n/useT';
import { formatDateTime } from './form/masks';
import { useBoxWidth } from './useBoxWidth';

export interface TimelineItem {
  version: number;
  /** ISO timestamp; the item's title is this date in the local format dd/MM/yyyy HH:mm. */
  date: string;
  /** A short text under the title (e.g. the state's label). */
  caption?: string;
}

export interface VersionTimelineProps {
  items: readonly TimelineItem[];
  /** The version on screen (marked, aria-current). */
  currentVersion: number;
  /** The detail route of a version. */
  hrefOf: (version: number) => string;
}

/** SPEC §2.10, §9: 1 item below 700 px of window width, 3.5 from 1024 px; in between (the spec is silent) 2.5. */
export function visibleTimelineItems(windowWidth: number): number {
  if (windowWidth < LIMITS.timelineNarrowWidth) return LIMITS.timelineItemsNarrow;
  if (windowWidth >= LIMITS.timelineWideWidth) return LIMITS.timelineItemsWide;
  return 2.5;
}

/** An item is never narrower than this: its date (dd/MM/yyyy HH:mm) stays on one line. */
const MIN_ITEM_PX = 150;
/** An arrow button and its gap. */
const ARROW_PX = 38;

/**
 * The width of an item: 205 px (SPEC §9) when the box holds `visible` of them, else as much of the box
 * as `visible` items share (the side menu may leave less than 3.5 × 205 px at 1024 px), never below MIN_ITEM_PX.
 */
export function timelineItemWidth(boxWidth: number, visible: number): number {
  if (boxWidth <= 0) return LIMITS.timelineItemWidthPx;
  return Math.max(MIN_ITEM_PX, Math.min(LIMITS.timelineItemWidthPx, Math.floor(boxWidth / visible)));
}

/** The window's width, followed (SPEC §2.10 counts the items by the window, not by the timeline's own box). */
function useWindowWidth(): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => window.innerWidth,
  );
}

/**
 * The version history as a horizontal timeline: each version a link to its detail route, titled
 * with its date. It shows 1, 2.5 or 3.5 items by the window's width, 205 px each when there is room,
 * and the arrows scroll by one item.
 */
export function VersionTimeline({ items, currentVersion, hrefOf }: VersionTimelineProps) {
  const t = useT();
  const [boxRef, boxWidth] = useBoxWidth<HTMLDivElement>();
  const listRef = useRef<HTMLOListElement>(null);
  const visible = visibleTimelineItems(useWindowWidth());
  const overflow = items.length > visible;
  // The arrows (small icon buttons, 34 px, and the gap beside each) take their share of the box.
  const step = timelineItemWidth(boxWidth - (overflow ? 2 * ARROW_PX : 0), visible);
  const sorted = [...items].sort((a, b) => a.version - b.version);

  // Bring the version on screen into view.
  useEffect(() => {
    const list = listRef.current;
    const index = sorted.findIndex((i) => i.version === currentVersion);
    // One item of context before it when more than one fits.
    if (list && index >= 0 && typeof list.scrollTo === 'function') list.scrollTo({ left: Math.max(0, (index - Math.floor((visible - 1) / 2)) * step), behavior: 'auto' });
  }, [currentVersion, sorted.length, step, visible]); // eslint-disable-line react-hooks/exhaustive-deps

  if (sorted.length === 0) return <Typography color="text.secondary">{t('timeline.empty')}</Typography>;
  const scroll = (direction: 1 | -1) => listRef.current?.scrollBy({ left: direction * step, behavior: 'smooth' });

  return (
    <Stack ref={boxRef} direction="row" sx={{ alignItems: 'center', gap: 0.5, width: '100%' }} data-visible-items={visible} data-item-width={step}>
      {overflow && (
        <IconButton aria-label={t('timeline.previous')} onClick={() => scroll(-1)} size="small">
          <ChevronLeft />
        </IconButton>
      )}
      <Box
        component="ol"
        ref={listRef}
        aria-label={t('timeline.label')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          maxWidth: visible * step,
          flex: '1 1 auto',
          scrollbarWidth: 'thin',
        }}
      >
        {sorted.map((item, index) => {
          const current = item.version === currentVersion;
          const title = formatDateTime(item.date);
          return (
            <Box component="li" key={item.version} sx={{ flex: `0 0 ${step}px`, scrollSnapAlign: 'start', position: 'relative', pt: 3, pb: 1, px: 1 }}>
              {/* The line and the dot of the timeline. */}
              <Box
                aria-hidden
                sx={{ position: 'absolute', top: 11, left: index === 0 ? '50%' : 0, right: index === sorted.length - 1 ? '50%' : 0, borderTop: 2, borderColor: 'divider' }}
              />
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: 4,
                  left: 'calc(50% - 8px)',
                  width: 16,
                  height: 16,
                  borderRadius: '50%',
                  border: 3,
                  borderColor: 'primary.main',
                  bgcolor: current ? 'primary.main' : 'background.paper',
                }}
              />
              <Box
                component={RouterLink}
                to={hrefOf(item.version)}
                aria-current={current ? 'page' : undefined}
                title={title}
                sx={{
                  display: 'block',
                  textAlign: 'center',
                  textDecoration: 'none',
                  color: 'text.primary',
                  borderRadius: 1,
                  py: 0.75,
                  px: 1,
                  mt: 0.5,
                  bgcolor: current ? 'action.selected' : 'transparent',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Typography variant="subtitle2" component="span" sx={{ display: 'block', fontWeight: current ? 700 : 600 }}>
                  {t('timeline.version', item.version)}
                </Typography>
                <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                  {title}
                </Typography>
                {item.caption && (
                  <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                    {item.caption}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      {overflow && (
        <IconButton aria-label={t('timeline.next')} onClick={() => scroll(1)} size="small">
          <ChevronRight />
        </IconButton>
      )}
    </Stack>
  );
}
