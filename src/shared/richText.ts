/**
 * Rich text as SPEC §5 counts it: characters after stripping the markup. The SPA's counter and the
 * server's length rules call the same function, so both sides agree on every text. Pure string work
 * (no DOM, no DOMParser): it runs in Node as in the browser.
 */
import { decodeHTML } from 'entities';

// Comments, and the content of elements whose text is never shown (a sanitized text has none).
const HIDDEN = /<!--[\s\S]*?(?:-->|$)|<(script|style|template|textarea)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
// A tag, its quoted attribute values included ('<a title="x > y">' is one tag), or an unclosed '<tag' at the end.
const TAG = /<\/?[a-z!?](?:"[^"]*"|'[^']*'|[^'">])*(?:>|$)/gi;

/** The text a reader sees: markup removed, then entities decoded (`&amp;` → `&`, `&eacute;` → `é`, `&#233;` → `é`). */
export function richTextToPlainText(html: string): string {
  // Decoding comes last: an encoded '&lt;b&gt;' is text the reader sees, not a tag.
  return decodeHTML(html.replace(HIDDEN, '').replace(TAG, ''));
}

/**
 * The characters of a rich text (SPEC §5). Counted in Unicode code points, as PostgreSQL's
 * char_length counts them: an emoji is one character, not two UTF-16 units.
 */
export function countRichTextCharacters(html: string | null | undefined): number {
  if (!html) return 0;
  let count = 0;
  for (const _ of richTextToPlainText(html)) count += 1;
  return count;
}

/** Whether a rich text shows nothing but spaces ('<p></p>', '<p>&nbsp;</p>' are empty). */
export function isRichTextBlank(html: string | null | undefined): boolean {
  return !html || richTextToPlainText(html).trim() === '';
}

/** SPEC §5: whether a rich text passes its maximum; a maximum of 0 means no limit. */
export function exceedsRichTextLimit(html: string | null | undefined, maxCharacters: number): boolean {
  return maxCharacters > 0 && countRichTextCharacters(html) > maxCharacters;
}

/** Link schemes a rich text may point to (the editor offers, the server keeps, only these). */
export const RICH_TEXT_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];
/** On every link: a link opened in a new tab must not reach back to the catalogue (window.opener) nor leak it as referrer. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';

/**
 * Whether a link address is absolute with an allowed scheme; relative addresses are refused too (the
 * text is shown on other sites). The URL parser drops tabs, new lines and case, as browsers do.
 */
export function isAllowedRichTextLink(href: string | null | undefined): boolean {
  if (!href) return false;
  try {
    return RICH_TEXT_LINK_SCHEMES.includes(new URL(href).protocol.slice(0, -1));
  } catch {
    return false; // not an absolute URL
  }
}
