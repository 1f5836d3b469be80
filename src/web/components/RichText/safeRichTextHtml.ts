/**
 * The browser's second line of defence for showing stored rich text: the server already keeps its
 * allow-list (src/server/http/richTextSanitizer.ts), and this keeps the same one on the way into the
 * page, so that a text stored before that rule, or by another path, never runs script here. It uses
 * the browser's own parser (no library in the bundle): the HTML is parsed into an inert document,
 * walked, and only allowed elements and attributes are copied.
 */
import { isAllowedRichTextLink, RICH_TEXT_LINK_REL } from '@/shared/richText';

const ALLOWED_TAGS = new Set(['P', 'BR', 'H2', 'H3', 'H4', 'STRONG', 'EM', 'U', 'S', 'CODE', 'PRE', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'HR', 'A']);
/** Dropped with their content: code or foreign documents, never text for the reader. */
const DROPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'OPTION', 'NOSCRIPT', 'TITLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOEMBED', 'NOFRAMES', 'SVG', 'MATH']);
const ORDERED_LIST_TYPES = new Set(['1', 'a', 'A', 'i', 'I']);

function copyAllowed(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments and the like
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag) || (tag === 'A' && !isAllowedRichTextLink(element.getAttribute('href')))) {
      copyAllowed(element, to, doc); // the element goes, its text stays
      continue;
    }
    const copy = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      copy.setAttribute('href', element.getAttribute('href') ?? '');
      copy.setAttribute('rel', RICH_TEXT_LINK_REL);
      if (element.getAttribute('target') === '_blank') copy.setAttribute('target', '_blank');
    }
    if (tag === 'OL') {
      const type = element.getAttribute('type');
      const start = element.getAttribute('start');
      if (type && ORDERED_LIST_TYPES.has(type)) copy.setAttribute('type', type);
      if (start && /^-?\d{1,9}$/.test(start)) copy.setAttribute('start', start);
    }
    copyAllowed(element, copy, doc);
    to.appendChild(copy);
  }
}

/** The rich text's HTML with everything outside the allow-list removed (text is kept). */
export function safeRichTextHtml(html: string): string {
  if (!html) return '';
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  copyAllowed(source.body, container, target);
  return container.innerHTML;
}
