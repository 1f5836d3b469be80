import type { listsPt } from './lists.pt';

/** English texts of the lists' columns, page size, density and saved searches (issue 30 §3) (lists.pt.ts). */
export const listsEn: Readonly<Record<keyof typeof listsPt, string>> = {
  'lists.columns': 'Columns',
  'lists.columns.label': 'Choose, order and hide columns',
  'lists.columns.show': 'Show the column {0}',
  'lists.columns.up': 'Move the column {0} up',
  'lists.columns.down': 'Move the column {0} down',
  'lists.columns.reset': 'Reset the columns',
  'lists.columns.moved': 'Column {0} at position {1} of {2}',
  'lists.density': 'Density',
  'lists.density.standard': 'Standard',
  'lists.density.compact': 'Compact',
  'lists.saved.title': 'Saved searches',
  'lists.saved.menu': 'Saved searches',
  'lists.saved.none': 'You have not saved any search of this list yet.',
  'lists.saved.open': 'Open the search {0}',
  'lists.saved.delete': 'Delete the search {0}',
  'lists.saved.deleted': 'Search deleted.',
  'lists.saved.save': 'Save search',
  'lists.saved.dialogTitle': 'Save the search',
  'lists.saved.dialogText': 'Name the current filters of this list to open them later, here or in “My work”.',
  'lists.saved.name': 'Name',
  'lists.saved.saved': 'Search saved.',
  'lists.saved.cancel': 'Cancel',
  'lists.saved.confirm': 'Save',
  'lists.saved.required': 'Give a name.',
} as const;
