import { ObjectKind } from '@/shared/objectKinds';
import type { HomeSearchForm } from '@/web/features/search/searchForms';

/** SPEC §2.1, §5: the home search needs at least one filter ('É necessário informar pelo menos um dos filtros'). */
export function hasAnyFilter(form: HomeSearchForm): boolean {
  return form.name.trim() !== '' || form.code.trim() !== '' || form.objectKind !== null || form.organization.trim() !== '';
}

/** The kinds a visitor may search: guests do not see heritage or documents (SPEC §2.10). */
export function searchableKinds(isGuest: boolean): ObjectKind[] {
  const kinds = [ObjectKind.Entity, ObjectKind.Service, ObjectKind.PointOfCare];
  return isGuest ? kinds : [...kinds, ObjectKind.Document, ObjectKind.Heritage];
}
