import type { homePt } from './home.pt';

export const homeEn: Readonly<Record<keyof typeof homePt, string>> = {
  'home.results.title': 'Results',
  'home.results.kind': 'Type',
  'home.results.organization': 'Entity',
  'home.results.empty': 'No record matches the search.',
  'home.history.title': 'History',
  'home.history.empty': 'There is no search history yet.',
  'home.history.guest': 'The search history is available once you sign in.',
  'home.history.rerun': 'Search again',
  'home.history.rerunLabel': 'Search again: {0}',
  'home.history.anyKind': 'every type',
};
