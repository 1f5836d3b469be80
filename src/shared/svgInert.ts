/**
 * Whether an SVG is provably inert: nothing in it can run script or load another document, however it
 * is opened (an <img>, a tab of its own, an editor, an integrator's page). Issue 28 item 9: a pattern
 * check (`<script`, `javascript:`, ` on…=`) missed a namespace-prefixed or XHTML script, an
 * entity-encoded `javascript:` and SMIL `<set>`/`<animate>` rewriting a link or a handler. So the file
 * is read by a conforming, namespace-aware XML parser (saxes, the one jsdom uses: the same tree a
 * browser's XML parser builds, entities decoded, no DTD expanded) and every element, attribute and
 * reference must be on an allow-list; anything else refuses the whole file. Refusing rather than
 * rewriting keeps the stored bytes the user's, byte for byte. Shared: the SPA refuses a file when it is
 * chosen, the server again when it is saved.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * Drawing tools' own namespaces (Inkscape, Sodipodi, RDF/Dublin Core/Creative Commons metadata,
 * Illustrator, Sketch, Affinity): a browser makes plain, inert XML elements of them.
 */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/',
  'http://www.bohemiancoding.com/sketch/ns',
  'http://www.serif.com/',
]);

/**
 * SVG elements that draw, group, describe or style. Left out on purpose: script, foreignObject (it
 * holds XHTML), the SMIL animations (set, animate, animateMotion, animateTransform, animateColor, mpath,
 * discard: they can rewrite an href or a handler after the check), and the fonts, cursors and colour
 * profiles that load other files.
 */
const SVG_ELEMENTS = new Set([
  'a',
  'circle',
  'clipPath',
  'defs',
  'desc',
  'ellipse',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
  'filter',
  'g',
  'image',
  'line',
  'linearGradient',
  'marker',
  'mask',
  'meshgradient',
  'meshpatch',
  'meshrow',
  'metadata',
  'path',
  'pattern',
  'polygon',
  'polyline',
  'radialGradient',
  'rect',
  'stop',
  'style',
  'svg',
  'switch',
  'symbol',
  'text',
  'textPath',
  'title',
  'tspan',
  'use',
  'view',
]);

/** Embedded raster images and fonts: data a browser decodes, never runs. */
const INERT_DATA_URL = /^data:(?:image\/(?:png|jpeg|gif|webp)|font\/[\w.+-]+|application\/(?:x-)?font-[\w.+-]+);base64,[A-Za-z0-9+/=\s]*$/i;

/** A reference (href, xlink:href) this element may carry: inside the file, an embedded image, or (links only) a web or mail address. */
function safeReference(element: string, value: string): boolean {
  const url = value.trim();
  // Browsers drop tabs and newlines inside URLs: `java\tscript:` is `javascript:`. Nothing legitimate needs a control character.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u001f\u007f]/.test(url)) return false;
  if (url === '' || url.startsWith('#')) return true;
  if (element === 'image' || element === 'feImage') return INERT_DATA_URL.test(url);
  if (element === 'a') return /^(?:https?:\/\/|mailto:)/i.test(url);
  return false;
}

/**
 * CSS (a <style> element, a style attribute, a presentation attribute such as fill) that loads nothing
 * from elsewhere: every url() points inside the file or to an embedded image/font, and no @import,
 * legacy script hook (expression(), -moz-binding, behavior) or escape (`\` would let any of them be
 * spelled otherwise).
 */
function safeCss(css: string): boolean {
  // Most values (path data, numbers, colours) hold none of these: answered without the patterns below.
  if (!/[\\@(:]/.test(css)) return true;
  if (/\\|@import|expression\s*\(|-moz-binding|behavior\s*:|javascript:/i.test(css)) return false;
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]*)/gi)) {
    const target = (match[2] ?? '').trim();
    if (!target.startsWith('#') && !INERT_DATA_URL.test(target)) return false;
  }
  return true;
}

function allowedNamespace(uri: string): boolean {
  return uri === SVG_NS || EDITOR_NAMESPACES.has(uri);
}

/** One element and its attributes; an element without a namespace is judged as SVG (an HTML page would read it so). */
function safeElement(tag: SaxesTagNS): boolean {
  const uri = tag.uri === '' ? SVG_NS : tag.uri;
  if (!allowedNamespace(uri)) return false;
  if (uri === SVG_NS && !SVG_ELEMENTS.has(tag.local)) return false;
  for (const attribute of Object.values(tag.attributes)) {
    const { uri: attributeUri, local, value } = attribute;
    if (/^on/i.test(local)) return false;
    if (attributeUri === XMLNS_NS || attributeUri === XML_NS) continue;
    if (attributeUri !== '' && attributeUri !== XLINK_NS && !EDITOR_NAMESPACES.has(attributeUri)) return false;
    if (local === 'href' && (attributeUri === '' || attributeUri === XLINK_NS)) {
      if (!safeReference(tag.local, value)) return false;
      // Any other attribute of SVG's own may be CSS (style, fill="url(…)", clip-path…): judged as such. The editors' own attributes are inert (and hold Windows paths).
    } else if (attributeUri === '' && !safeCss(value)) {
      return false;
    }
  }
  return true;
}

/** Whether `text`, a whole SVG file decoded, is well-formed XML whose root is <svg> and holds nothing but allowed, inert content. */
export function isInertSvg(text: string): boolean {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let inert = true;
  /** The open elements' local names, innermost last. */
  const open: string[] = [];
  /** A <style> element's text, gathered across text and CDATA pieces, judged whole when it closes. */
  let css = '';
  parser.on('error', () => {
    inert = false;
  });
  parser.on('xmldecl', ({ version, encoding }) => {
    // Other encodings than UTF-8 and its one-byte supersets would be read here otherwise than a browser reads them (UTF-7, UTF-16).
    if (version !== '1.0' || (encoding !== undefined && !/^(?:utf-8|us-ascii|iso-8859-1|windows-1252)$/i.test(encoding))) inert = false;
  });
  // A DOCTYPE's internal subset declares entities (and attribute defaults) a browser would apply and this reading would not.
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) inert = false;
  });
  // <?xml-stylesheet?> runs XSLT or loads CSS from elsewhere; no SVG needs an instruction.
  parser.on('processinginstruction', () => {
    inert = false;
  });
  parser.on('opentag', (tag) => {
    if (open.length === 0 && !(tag.local === 'svg' && (tag.uri === SVG_NS || tag.uri === ''))) inert = false;
    if (!safeElement(tag)) inert = false;
    open.push(tag.local);
    if (tag.local === 'style') css = '';
  });
  parser.on('closetag', (tag) => {
    open.pop();
    if (tag.local === 'style' && !safeCss(css)) inert = false;
  });
  const gather = (piece: string) => {
    if (open.at(-1) === 'style') css += piece;
  };
  parser.on('text', gather);
  parser.on('cdata', gather);
  try {
    parser.write(text).close();
  } catch {
    // saxes reports through the error handler; anything thrown past it is a refusal too.
    return false;
  }
  return inert;
}
