import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@/shared/limits';
import { PageContainer } from '@/web/components/PageContainer';
import { loadPageTexts, useT } from '@/web/i18n/useT';
import { HomeSearchCard } from './HomeSearchCard';

// The results and the history come after the first screen, with the page texts they speak.
const HomeSearchOutcome = lazy(() => Promise.all([import('./HomeSearchOutcome'), loadPageTexts()]).then(([m]) => ({ default: m.HomeSearchOutcome })));

/** '/': the welcome, the catalogue search and the search history (SPEC §2.1). */
export function HomePage() {
  const t = useT();
  const { hash } = useLocation();
  // The router does not scroll to anchors by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <PageContainer title={t('home.welcome', PRODUCT.name)}>
      <Typography color="text.secondary" sx={{ mt: -1.5 }}>
        {t('home.intro')}
      </Typography>
      <HomeSearchCard />
      <Suspense fallback={null}>
        <HomeSearchOutcome />
      </Suspense>
    </PageContainer>
  );
}
