import type { componentsPt } from './components.pt';

/** English texts of the generic building blocks (keys of components.pt.ts). */
export const componentsEn: Readonly<Record<keyof typeof componentsPt, string>> = {
  'table.loading': 'Loading records…',
  'table.footerPaged': '{0} of {1} records',
  'table.footerTotal': '{0} records',
  'table.footerPagedMore': '{0} of more than {1} records',
  'table.footerTotalMore': 'More than {0} records',
  'table.selectAll': 'Select all records',
  'table.selectRow': 'Select {0}',
  'table.selectedCount': '{0} selected',
  'table.sortAsc': 'sorted ascending',
  'table.sortDesc': 'sorted descending',
  'table.sortBy': 'Sort by {0}',

  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.page': 'Page {0}',
  'pagination.pageSize': 'Records per page',

  'field.required': 'required',
  'field.characters': 'Characters: {0}/{1}',
  'field.datePlaceholder': 'dd/mm/yyyy',
  'field.dateMin': 'The date must be on or after {0}',
  'field.dateMax': 'The date must be on or before {0}',
  'field.selectNone': 'None',
  'field.languagePt': 'Portuguese',
  'field.languageEn': 'English',
  'field.yes': 'Yes',
  'field.no': 'No',
  'field.all': 'All',

  'modal.confirmTitle': 'Confirmation',
  'modal.confirm': 'Confirm',
  'modal.cancel': 'Cancel',
  'modal.deleteTitle': 'Delete',
  'modal.deleteQuestion': 'Are you sure you want to delete?',
  'modal.delete': 'Delete',
  'modal.unsavedTitle': 'Unsaved changes',
  'modal.save': 'Save',
  'modal.dontSave': "Don't save",

  'timeline.label': 'Version history',
  'timeline.version': 'Version {0}',
  'timeline.current': 'version shown',
  'timeline.previous': 'Earlier versions',
  'timeline.next': 'Later versions',
  'timeline.empty': 'No version history.',

  'progress.label': 'Working',
};
