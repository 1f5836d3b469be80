import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isListSearchForm } from '@/shared/userPreferences';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import { searchSubmitted, selectSearchForm } from '../searchFormsSlice';
import { DEFAULT_SEARCH_FORMS, type SearchForms } from '../searchForms';
import { searchQueryOf, searchValuesFromQuery } from './searchUrl';

/**
 * A list's search as its URL (issue 30 §3), the store staying the one source: a query string the page
 * is opened with (a bookmark, a shared link, a saved search) becomes the store's form (the defaults plus
 * its values); each change of the store's form replaces the URL to match (no history entry per change).
 * A bare path (a menu click, which also resets the form) leaves the store's form as it is.
 */
export function useSearchUrl(name: string): void {
  // Only the list forms of SPEC §3.1 have a URL; another form leaves the URL alone.
  const formName = isListSearchForm(name) ? name : null;
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const form = useAppSelector((state) => (formName ? selectSearchForm(state, formName) : null)) as unknown as Record<string, unknown> | null;
  /** The query string this hook wrote last: not a new search when it comes back as the location. */
  const written = useRef<string | null>(null);
  /** The store is about to take the URL's form: do not write the old form over the URL meanwhile. */
  const taking = useRef(false);
  const current = useRef(form);

  // First of the effects: the others read the form of this render.
  useEffect(() => {
    current.current = form;
  });

  useEffect(() => {
    if (!formName || location.search === written.current) return;
    const values = searchValuesFromQuery(formName, location.search);
    if (!values) return;
    const next = { ...DEFAULT_SEARCH_FORMS[formName], ...values };
    if (JSON.stringify(next) === JSON.stringify({ ...DEFAULT_SEARCH_FORMS[formName], ...current.current })) {
      written.current = location.search;
      return;
    }
    taking.current = true;
    dispatch(searchSubmitted(formName, next as Partial<SearchForms[typeof formName]>));
  }, [location.search, formName, dispatch]);

  useEffect(() => {
    if (taking.current) {
      taking.current = false;
      // When the URL's form was the store's already, nothing re-renders: the URL stays as it came.
      written.current = location.search;
      return;
    }
    if (!formName || !form) return;
    // A menu click (or a sign-out) puts the very default objects back (searchFormsSlice) as its link navigates:
    // writing this list's URL then would replace that navigation and keep the user here. The link's bare path
    // is already the URL of the defaults.
    if (form === (DEFAULT_SEARCH_FORMS[formName] as unknown)) return;
    const query = searchQueryOf(formName, form);
    if (query === location.search) return;
    written.current = query;
    navigate({ pathname: location.pathname, search: query, hash: location.hash }, { replace: true, state: location.state as unknown });
    // Only a change of the form writes the URL; the location is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, formName]);
}
