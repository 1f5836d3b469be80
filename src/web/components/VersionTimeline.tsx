import { useEffect, useRef, useState } from 'react';
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

/** SPEC §2.10, §9: 1 item below 700 px of width, 3.5 from 1024 px; in between we show 2.5. */
export function visibleTimelineItems(width: number): number {
  if (width < LIMITS.timelineNarrowWidth) return LIMITS.timelineItemsNarrow;
  if (width >= LIMITS.timelineWideWidth) return LIMITS.timelineItemsWide;
  return 2.5;
}

function useWidth<E extends HTMLElement>(): [React.RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(typeof window === 'undefined' ? LIMITS.timelineWideWidth : window.innerWidth);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * The version history as a horizontal timeline: each version a link to its detail route, titled
 * with its date. Items are 205 px wide; the window shows 1, 2.5 or 3.5 of them by the available
 * width, and the arrows scroll by one item.
 */
export function VersionTimeline({ items, currentVersion, hrefOf }: VersionTimelineProps) {
  const t = useT();
  const [outerRef, width] = useWidth<HTMLDivElement>();
  const listRef = useRef<HTMLOListElement>(null);
  const step = LIMITS.timelineItemWidthPx;
  const visible = visibleTimelineItems(width);
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
  const overflow = sorted.length > visible;

  return (
    <Stack ref={outerRef} direction="row" sx={{ alignItems: 'center', gap: 0.5, width: '100%' }} data-visible-items={visible}>
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
