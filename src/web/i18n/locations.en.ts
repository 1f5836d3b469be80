import type { locationsPt } from './locations.pt';

/** English texts of the heritage pages (keys of locations.pt.ts). */
export const locationsEn: Readonly<Record<keyof typeof locationsPt, string>> = {
  'location.list.empty': 'There are no heritage records to show',
  'location.section.identification': 'Identification',
  'location.section.address': 'Address and location',
  'location.section.comments': 'Comments',
  'location.section.validity': 'Validity and version comment',
  'location.division.chooseIsland': 'Choose the island first',
  'location.division.chooseCounty': 'Choose the municipality first',
  'location.search.anyType': 'All',
  'location.search.active': 'Active',
};
