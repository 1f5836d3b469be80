import { ObjectKind } from '@/shared/objectKinds';
import { KIND_BASICS, kindTypeName, RECORD_KIND_NAMES } from '@/shared/records/kindBasics';

/** SPEC §2.1, §5: the home search needs at least one filter ('É necessário informar pelo menos um dos filtros'); the server asks the same. */
export { hasAnyHomeFilter as hasAnyFilter } from '@/shared/homeSearch';

/** The kinds a visitor may search, in the registry's order: guests only those KIND_BASICS shows them (not heritage or documents, SPEC §2.10). */
export function searchableKinds(isGuest: boolean): ObjectKind[] {
  return RECORD_KIND_NAMES.filter((kind) => !isGuest || KIND_BASICS[kind].guest).map((kind) => ObjectKind[kindTypeName(kind)]);
}
