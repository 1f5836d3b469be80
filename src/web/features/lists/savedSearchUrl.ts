/** A saved search's URL (its list with its form in the query string): the codec lives with the search forms (search/lists/searchUrl.ts). */
export { savedSearchUrl } from '@/web/features/search/lists/searchUrl';
