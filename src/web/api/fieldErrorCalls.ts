import type { FieldErrorForm } from '@/shared/fieldErrors';

/**
 * The calls whose refusals a form places on its fields (issue 29 §7), by endpoint name, with the form
 * of src/shared/fieldErrors.ts that says which code is which field. The base query toasts none of
 * those codes for these calls and names the field on the error; the form shows it (placeServerError,
 * src/web/components/form/serverFieldErrors.ts). Every caller of these endpoints places them:
 * RecordEditPage (records), ResourceFormShell and ResourceFormDialog (settings), ChangePasswordPage.
 */
export const FIELD_ERROR_CALLS: Readonly<Record<string, FieldErrorForm>> = {
  createRecord: 'record',
  saveRecord: 'record',
  createSettingsItem: 'user',
  updateSettingsItem: 'user',
  changePassword: 'changePassword',
  createSavedSearch: 'savedSearch',
};
