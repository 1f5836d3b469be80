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
  'layout.filters': 'Filters',
  'layout.filtersActive': 'Filters ({0} active)',
  'layout.filtersActiveOne': 'Filters (1 active)',
  'layout.hiddenByState': 'There are {0} records in other states that the State filter hides.',
  'layout.hiddenByStateOne': 'There is 1 record in another state that the State filter hides.',
  'layout.hiddenByStateMore': 'There are more than {0} records in other states that the State filter hides.',
  'layout.showAllStates': 'Show all states',
};
