import type { PermissionNumber } from '@/shared/permissions';
import type { FormDeletion } from '@/web/components/resource/ResourceFormShell';
import { useListReturn } from '@/web/components/resource/listReturn';
import { useT } from '@/web/i18n/useT';
import { useHolds } from './permissions';
import { useResourceWrites, type ResourceTypes, type SettingsResource } from './settingsResourceApi';

export interface SettingsFormSpec<R extends SettingsResource, V> {
  /** The item's id; null on a create page. */
  id: number | null;
  /** The list 'Guardar', 'Cancelar' and 'Eliminar' return to (as the user left it). */
  listPath: string;
  /** The form's values as the update body. */
  toInput: (values: V) => ResourceTypes[R]['update'];
  /** The form's values as the create body; none: the form only edits. */
  toCreateInput?: (values: V) => ResourceTypes[R]['create'];
  /** Who may save (the fields are read-only otherwise); none: whoever reaches the page. */
  editPermission?: PermissionNumber;
  deletePermission: PermissionNumber;
  /** Replaces the deletion's defaults (e.g. why it is not possible now). */
  deletion?: Partial<FormDeletion>;
}

/**
 * The ResourceFormShell props (`shell`) of a settings item's form: label and toasts from the resource's texts
 * (`settings.<resource>.formLabel|saved|deleted`), create or update, delete, return to the list.
 */
export function useSettingsForm<R extends SettingsResource, V>(
  resource: R,
  { id, listPath, toInput, toCreateInput, editPermission, deletePermission, deletion }: SettingsFormSpec<R, V>,
) {
  const t = useT();
  const listUrl = useListReturn(listPath);
  const writes = useResourceWrites(resource);
  const holdsEdit = useHolds(editPermission ?? deletePermission);
  const canEdit = editPermission === undefined || holdsEdit;
  const canDelete = useHolds(deletePermission);
  const texts: SettingsResource = resource;
  const shell = {
    label: t(`settings.${texts}.formLabel`),
    savedMessage: t(`settings.${texts}.saved`),
    cancelTo: listUrl,
    readOnly: !canEdit,
    onSave: async (values: V): Promise<string | null> => {
      if (id !== null) await writes.update(id, toInput(values));
      else if (toCreateInput) await writes.create(toCreateInput(values));
      else throw new Error(`The ${resource} form only edits`);
      return listUrl;
    },
    deletion: id !== null && canDelete ? { onDelete: () => writes.remove(id), deletedMessage: t(`settings.${texts}.deleted`), leaveTo: listUrl, ...deletion } : undefined,
  };
  return { canEdit, shell };
}
