import { attachmentProblem, decodeBase64, sniffFileFamily } from './fileTypes';

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));
const file = (data: Uint8Array, mime: string, size = data.length) => ({ data: Buffer.from(data).toString('base64'), size, mime });

describe('file types by their bytes (SPEC §3.2)', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n')],
    ['png', hex('89504e470d0a1a0a0000')],
    ['jpeg', hex('ffd8ffe000104a464946')],
    ['ole', hex('d0cf11e0a1b11ae10000')],
    ['zip', hex('504b0304140006000800')],
    ['svg', bytes('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
  ])('recognises %s', (family, data) => {
    expect(sniffFileFamily(data)).toBe(family);
  });

  it('refuses other bytes and an SVG that carries a script', () => {
    expect(sniffFileFamily(bytes('MZ\x90\x00'))).toBeNull();
    expect(sniffFileFamily(bytes('<html><svg></svg></html>'))).toBeNull();
    expect(sniffFileFamily(bytes('<svg onload="alert(1)"></svg>'))).toBeNull();
    expect(sniffFileFamily(bytes('<svg><script>alert(1)</script></svg>'))).toBeNull();
  });

  // Issue 28 item 9: each of these passed the former pattern check (`<script`, `javascript:`, ` on…=`).
  it.each([
    ['a namespace-prefixed script', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>'],
    ['an XHTML script', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>'],
    [
      'an XHTML frame in a foreignObject',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject></svg>',
    ],
    ['an entity-encoded javascript: link', '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><text>x</text></a></svg>'],
    ['a <set> of an event handler', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>'],
    ['an <animate> of a link', '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript&#58;alert(1)"/><text>x</text></a></svg>'],
    ['an external stylesheet instruction', '<?xml-stylesheet type="text/xsl" href="https://example.org/x.xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['an entity declared in the doctype', '<!DOCTYPE svg [<!ENTITY js "javascript:">]><svg xmlns="http://www.w3.org/2000/svg"><a href="&js;alert(1)"/></svg>'],
    ['a style importing another sheet', '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://example.org/x.css);</style></svg>'],
    ['bytes that are not well-formed XML', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'],
  ])('refuses an SVG with %s', (_what, svg) => {
    expect(sniffFileFamily(bytes(svg))).toBeNull();
  });

  it('accepts what drawing tools write: styles, gradients, local references, embedded raster images, editor metadata', () => {
    const drawing = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" width="100" height="40" viewBox="0 0 100 40" inkscape:version="1.3">
  <sodipodi:namedview id="base" pagecolor="#ffffff" inkscape:zoom="1"/>
  <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:title>Logótipo</dc:title></cc:Work></rdf:RDF></metadata>
  <defs>
    <style><![CDATA[.a{fill:url(#g);font-family:"Open Sans"}]]></style>
    <linearGradient id="g"><stop offset="0" stop-color="#036"/><stop offset="1" stop-color="#39c"/></linearGradient>
    <filter id="f"><feGaussianBlur stdDeviation="1"/></filter>
  </defs>
  <g inkscape:label="Camada 1" inkscape:groupmode="layer" style="filter:url(#f)">
    <rect class="a" width="100" height="40" rx="4"/>
    <use xlink:href="#g" x="1"/>
    <image width="8" height="8" xlink:href="data:image/png;base64,iVBORw0KGgo="/>
    <a href="https://www.azores.gov.pt/"><text x="8" y="26" xml:space="preserve">Açores &amp; ilhas</text></a>
  </g>
</svg>`;
    expect(sniffFileFamily(bytes(drawing))).toBe('svg');
    // Without the SVG namespace it is read as SVG all the same (as an HTML page would).
    expect(sniffFileFamily(bytes('<svg><circle r="2"/></svg>'))).toBe('svg');
  });

  it('checks the declared size and type against the bytes', () => {
    const png = hex('89504e470d0a1a0a0000');
    const options = { maxBytes: 100, imagesOnly: true };
    expect(attachmentProblem(file(png, 'image/png'), options)).toBeNull();
    expect(attachmentProblem(file(png, 'image/png', 1), options)).toBe('size');
    expect(attachmentProblem(file(png, 'image/png'), { ...options, maxBytes: 5 })).toBe('size');
    expect(attachmentProblem(file(png, 'image/jpeg'), options)).toBe('type');
    expect(attachmentProblem(file(bytes('%PDF-1.7'), 'application/pdf'), options)).toBe('type');
    expect(attachmentProblem(file(bytes('%PDF-1.7'), 'application/pdf'), { ...options, imagesOnly: false })).toBeNull();
    expect(attachmentProblem({ data: 'not base64!', size: 8, mime: 'image/png' }, options)).toBe('type');
  });

  it('decodes base64 and refuses what is not', () => {
    expect(decodeBase64('QUJD')).toEqual(Uint8Array.from([65, 66, 67]));
    expect(decodeBase64('QUJ')).toBeNull();
  });
});
