import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@/shared/limits';
import { PageContainer } from '@/web/components/PageContainer';
import { useT } from '@/web/i18n/useT';
import { HomeSearchCard } from './HomeSearchCard';
import { SearchHistorySection } from './SearchHistorySection';

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
      <SearchHistorySection />
    </PageContainer>
  );
}
