/**
 * Rich text compared word by word (jsdiff's diffWords) on the text a reader sees: the markup is never
 * compared nor sent, so the SPA renders plain text runs and no HTML reaches the page. Paragraphs,
 * list items and line breaks become line breaks first, so words of two paragraphs do not run together.
 */
import { diffWords } from 'diff';
import { richTextToPlainText } from '@/shared/richText';
import type { TextSegment } from '@/shared/records/versionDiff';

/** Tags after which a reader sees a new line. */
const LINE_BREAK = /<br\s*\/?>|<\/(?:p|li|h[1-6]|blockquote|pre|div)\s*>|<hr\s*\/?>/gi;
/**
 * jsdiff's cost grows with the square of the edits: a 20 000-character procedure rewritten from end to
 * end is told as one deletion and one insertion rather than holding the request (our limit).
 */
const MAX_EDIT_LENGTH = 4000;

/** The text of a rich text with its lines: spaces collapsed within a line, empty lines dropped. */
export function richTextLines(html: string | null | undefined): string {
  if (!html) return '';
  return richTextToPlainText(html.replace(LINE_BREAK, (tag) => `${tag}\n`))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function push(segments: TextSegment[], op: TextSegment['op'], text: string): void {
  if (!text) return;
  const last = segments.at(-1);
  if (last?.op === op) last.text += text;
  else segments.push({ op, text });
}

/** The word-level segments that turn the older text into the newer one. */
export function wordSegments(before: string, after: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const changes = diffWords(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) {
    push(segments, 'delete', before);
    push(segments, 'insert', after);
    return segments;
  }
  for (const change of changes) push(segments, change.added ? 'insert' : change.removed ? 'delete' : 'same', change.value);
  return segments;
}
