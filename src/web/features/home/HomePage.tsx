import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@/shared/limits';
import { useAppSelector } from '@/web/app/hooks';
import { PageContainer } from '@/web/components/PageContainer';
import { selectSessionStatus } from '@/web/features/session/sessionSlice';
import { loadPageTexts, useT } from '@/web/i18n/useT';
import { HomeSearchCard } from './HomeSearchCard';

// The results and the history come after the first screen, with the page texts they speak.
const HomeSearchOutcome = lazy(() => Promise.all([import('./HomeSearchOutcome'), loadPageTexts()]).then(([m]) => ({ default: m.HomeSearchOutcome })));

/**
 * '/': the welcome, the catalogue search and the search history (SPEC §2.1). `workPanel`: 'O meu
 * trabalho' (issue 30 §2), shown above the search to signed-in staff; the route table gives it (a lazy
 * chunk of another feature, loaded after the first screen).
 */
export function HomePage({ workPanel: WorkPanel }: { workPanel?: ComponentType }) {
  const t = useT();
  const { hash } = useLocation();
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  // The router does not scroll to anchors by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <PageContainer title={t('home.welcome', PRODUCT.name)}>
      <Typography color="text.secondary" sx={{ mt: -1.5 }}>
        {t('home.intro')}
      </Typography>
      {signedIn && WorkPanel && (
        <Suspense fallback={null}>
          <WorkPanel />
        </Suspense>
      )}
      <HomeSearchCard />
      <Suspense fallback={null}>
        <HomeSearchOutcome />
      </Suspense>
    </PageContainer>
  );
}
