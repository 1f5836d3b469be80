import { hasAnyHomeFilter } from '@/shared/homeSearch';
import { useAppSelector } from '@/web/app/hooks';
import { selectSearchForm } from '@/web/features/search/searchFormsSlice';
import { selectIsGuest } from '@/web/features/session/sessionSlice';
import { HomeSearchResults } from './HomeSearchResults';
import { SearchHistorySection } from './SearchHistorySection';

/**
 * What the home search gives: the results of the stored search (kept while navigating, so the back
 * link of a result's detail finds them again) and the history. A chunk of its own, loaded after the
 * home page's first screen.
 */
export function HomeSearchOutcome() {
  const filters = useAppSelector((state) => selectSearchForm(state, 'home'));
  const isGuest = useAppSelector(selectIsGuest);
  return (
    <>
      {hasAnyHomeFilter(filters) && <HomeSearchResults key={JSON.stringify(filters)} filters={filters} />}
      <SearchHistorySection isGuest={isGuest} />
    </>
  );
}
