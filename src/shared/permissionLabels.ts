/**
 * Readable labels (pt, en) of the permission numbers of SPEC §6, grouped by the areas of
 * PERMISSION_AREAS, for the profile form and detail page.
 */
import type { CatalogueEntry } from './errors';
import LABELS from './labels.json';
import { labelOf, labelTable } from './labelTable';
import { PERMISSION_AREAS, Permission, type PermissionAreaName, type PermissionNumber } from './permissions';
import { KIND_BASICS, RECORD_KIND_NAMES, type RecordKindName } from './records/kindBasics';

export type PermissionArea = PermissionAreaName;

export const PERMISSION_AREA_LABELS = labelTable<PermissionArea>(LABELS.permissionArea);

const CREATE_EDIT: CatalogueEntry = { pt: 'Criar/editar', en: 'Create/edit' };
const SUBMIT: CatalogueEntry = { pt: 'Submeter', en: 'Submit' };
const APPROVE: CatalogueEntry = { pt: 'Aprovar', en: 'Approve' };
const ORDER: CatalogueEntry = { pt: 'Ordenar', en: 'Order' };
const DELETE: CatalogueEntry = { pt: 'Eliminar', en: 'Delete' };
const UPDATE: CatalogueEntry = { pt: 'Atualizar', en: 'Update' };

/** The action each permission number grants, within its area. */
export const PERMISSION_LABELS: Readonly<Record<PermissionNumber, CatalogueEntry>> = {
  [Permission.SuperCreateEdit]: CREATE_EDIT,
  [Permission.SuperSubmit]: SUBMIT,
  [Permission.SuperApprove]: APPROVE,
  ...(Object.fromEntries(
    RECORD_KIND_NAMES.flatMap((kind) => {
      const [createEdit, submit, approve] = KIND_BASICS[kind].permissions;
      return [
        [createEdit, CREATE_EDIT],
        [submit, SUBMIT],
        [approve, APPROVE],
      ];
    }),
  ) as Record<(typeof KIND_BASICS)[RecordKindName]['permissions'][number], CatalogueEntry>),
  [Permission.EntityOrder]: ORDER,
  [Permission.ParameterCreateEdit]: CREATE_EDIT,
  [Permission.ParameterDelete]: DELETE,
  [Permission.UserCreateEdit]: CREATE_EDIT,
  [Permission.UserDelete]: DELETE,
  [Permission.ProfileCreateEdit]: CREATE_EDIT,
  [Permission.ProfileDelete]: DELETE,
  [Permission.IntegrationUpdate]: UPDATE,
  [Permission.GroupCreateEdit]: CREATE_EDIT,
  [Permission.GroupDelete]: DELETE,
};

/** 'Entidade — Aprovar': the area and the action of one permission number. */
export function permissionLabel(permission: PermissionNumber, language: 'pt' | 'en' = 'pt'): string {
  const area = PERMISSION_AREAS.find((a) => (a.numbers as readonly number[]).includes(permission));
  const action = PERMISSION_LABELS[permission][language];
  return area ? `${labelOf(PERMISSION_AREA_LABELS, area.area, language)} — ${action}` : action;
}
