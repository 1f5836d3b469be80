/**
 * The change log of a version (SPEC §3): one entry per changed field, with the spec's text
 * 'Field: old != new'. Values are worded by the side-by-side comparison's presenters (compare/), so
 * the two never disagree (issue 29 §2): references by their names, structured values (processing
 * time, opening hours, contacts) in words, rich text paragraph by paragraph, files by name, lists item
 * by item. Each entry carries the field's comparison for the SPA to show as the compare dialog does.
 */
import type { ChangeLogLine, FieldDiff } from '@/shared/records/versionDiff';
import { buildVersionDiff } from './compare/buildVersionDiff';
import type { EngineContext } from './engineContext';
import { EMPTY } from './fieldWalk';
import type { ServerKindDefinition } from './kindDefinition';

/** A long text (a procedure) is shown by its start: the log says that it changed, the detail shows it whole. */
const MAX_SHOWN = 200;

const cut = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

/** One side of a changed field in words: a list item by item, a rich text paragraph by paragraph. */
function sideText(diff: FieldDiff, side: 'before' | 'after'): string {
  const { payload } = diff;
  if (payload.type === 'list') {
    const items = payload.items.flatMap((item) => (item[side] === null ? [] : [item[side]]));
    return cut(items.join('; ')) || EMPTY;
  }
  return cut(payload[side]) || EMPTY;
}

export async function changeLog(
  ctx: EngineContext,
  def: ServerKindDefinition,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Promise<ChangeLogLine[]> {
  if (!before) return [];
  const fields = await buildVersionDiff(ctx, def, before, after);
  return fields
    .filter((diff) => diff.status !== 'same')
    .map((diff) => {
      const [old, now] = [sideText(diff, 'before'), sideText(diff, 'after')];
      // The spec's one-line text: a rich text's paragraphs are joined by a pilcrow, not run together.
      const line = (text: string) => text.replace(/\n+/g, ' ¶ ');
      return { field: diff.field, before: old, after: now, text: `${diff.label}: ${line(old)} != ${line(now)}`, diff };
    });
}
