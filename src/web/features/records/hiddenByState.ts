/**
 * The records a list's state filter hides (issue 29 §12): lists start at Estado = Publicado (SPEC §3.1),
 * so a draft just saved or imported seemed to vanish. The list asks the same search once more for the
 * states the filter leaves out, one row a page (only its total is read), and says how many there are.
 */
import { SEARCHABLE_STATES } from './fields/SearchFieldsGrid';

type AnyForm = Record<string, unknown>;

/** The state filter's field in a kind's search form ('recordStateTypeIds' for entities, else 'recordStateIds'). */
export function stateFieldOf(form: AnyForm): string | null {
  return Object.keys(form).find((key) => /^recordState\w*Ids$/.test(key)) ?? null;
}

/**
 * The search for what the state filter hides: the same filters, the other states, the first page of one
 * row. Null when the filter selects no state (every state is then shown) or every state.
 */
export function hiddenByStateSearch(form: AnyForm, pageField: string, firstPage: number): AnyForm | null {
  const field = stateFieldOf(form);
  const selected = field ? form[field] : null;
  if (!field || !Array.isArray(selected) || selected.length === 0) return null;
  const others = SEARCHABLE_STATES.filter((state) => !selected.includes(state));
  if (others.length === 0) return null;
  return { ...form, [field]: others, [pageField]: firstPage, pageSize: 1 };
}
