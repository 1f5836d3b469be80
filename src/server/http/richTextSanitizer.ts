/**
 * The allow-list of rich-text HTML (DESIGN.md: "the server keeps an allow-list of HTML"): what the
 * SPA's editor (src/web/components/RichText) can produce, and nothing else. Rich text a client sends
 * must go through sanitizeRichText before it is stored (the record engine's rich-text fields call it),
 * so a hand-made request cannot store script, event handlers, styles, frames or a dangerous link that
 * the public catalogue would later show.
 */
import sanitizeHtml, { type IOptions, type Transformer } from 'sanitize-html';
import { isAllowedRichTextLink, RICH_TEXT_LINK_REL, RICH_TEXT_LINK_SCHEMES } from '@/shared/richText';

const ALLOWED_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a'];

/**
 * A link keeps only an absolute http, https or mailto address (relative ones are refused too), always
 * with our rel; one without loses every attribute and then its tag (dropLinkWithoutAddress), so its
 * text stays without the link. Attribute values arrive here with their entities decoded.
 *
 * A refused link stays an 'a' here: renamed to a disallowed tag (it was a span), sanitize-html 2.17.5
 * keeps the rename for that depth past the discarded tag (onclosetag returns before clearing its
 * transformMap), and the next link at the same depth was closed with '</span>'.
 */
const secureLink: Transformer = (_tagName, attribs) => {
  const { href, target } = attribs;
  if (href === undefined || !isAllowedRichTextLink(href)) return { tagName: 'a', attribs: {} };
  // In the editor's order (target, rel, href), so that its links pass unchanged.
  return { tagName: 'a', attribs: { ...(target === '_blank' && { target }), rel: RICH_TEXT_LINK_REL, href } };
};

const ORDERED_LIST_TYPES = ['1', 'a', 'A', 'i', 'I'];

/** A list's numbering: a start number and a known type only (sanitize-html would keep a refused value as an empty attribute). */
const orderedList: Transformer = (_tagName, attribs) => ({
  tagName: 'ol',
  attribs: {
    ...(attribs.type && ORDERED_LIST_TYPES.includes(attribs.type) && { type: attribs.type }),
    ...(attribs.start && /^-?\d{1,9}$/.test(attribs.start) && { start: attribs.start }),
  },
});

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
    ol: ['start', 'type'],
    code: ['class'],
  },
  // A code block's language (TipTap writes 'language-x'); no other class, no style attribute anywhere.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content: what they hold is code or a foreign document, never text for the reader.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'noembed', 'noframes', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  // Markup that other editors (and pasted office documents) write for the same formatting.
  transformTags: { b: 'strong', i: 'em', strike: 's', del: 's', h1: 'h2', h5: 'h4', h6: 'h4', a: secureLink, ol: orderedList },
  // A link refused by secureLink: its tag goes, its text stays.
  exclusiveFilter: (frame) => (frame.tag === 'a' && frame.attribs.href === undefined ? 'excludeTag' : false),
  // The editor writes a non-breaking space as '&nbsp;': keep it so, so that its HTML passes unchanged.
  textFilter: (text) => text.replace(/\u00a0/g, '&nbsp;'),
};

/** The rich text with everything outside the allow-list removed (see OPTIONS); text is kept, escaped. */
export function sanitizeRichText(html: string): string {
  // sanitize-html writes void elements as '<br />'; the editor writes '<br>'. Same HTML, but keeping the
  // editor's form lets its text pass unchanged (and the change log compare like with like). Safe: a '<'
  // in text always comes out escaped, so these are tags.
  return sanitizeHtml(html, OPTIONS).replace(/<(br|hr) \/>/g, '<$1>');
}
