import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { LIMITS } from '@/shared/limits';
import { useT } from '@/web/i18n/useT';

/** Whether the page has scrolled past `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

/**
 * The progress bar of a page at work (saving, an action): in place at first, it sticks to the top of
 * the window once the page has scrolled more than 257 px (SPEC §2.10, §9).
 */
export function StickyProgressBar({ loading, stickAfterPx = LIMITS.progressBarStickAfterPx }: { loading: boolean; stickAfterPx?: number }) {
  const t = useT();
  const stuck = useScrolledPast(stickAfterPx);
  return (
    <Box data-stuck={stuck} sx={stuck ? { position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1, height: 4 } : { height: 4 }}>
      {loading && <LinearProgress aria-label={t('progress.label')} color="secondary" />}
    </Box>
  );
}
