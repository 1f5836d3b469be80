import { sanitizeRichText } from './richTextSanitizer';

/** What the SPA's editor writes (TipTap's getHTML) for every control of its toolbar. */
const EDITOR_HTML = [
  '<h2>Título</h2><h3>Secção</h3><h4>Ponto</h4>',
  '<p>Texto com <strong>negrito</strong>, <em>itálico</em>, <u>sublinhado</u>, <s>rasurado</s> e <code>código</code>.</p>',
  '<ul><li><p>um</p></li><li><p>dois</p><ul><li><p>dois.um</p></li></ul></li></ul>',
  '<ol start="3"><li><p>três</p></li></ol>',
  '<blockquote><p>citação</p></blockquote>',
  '<pre><code class="language-js">if (a &lt; b &amp;&amp; c &gt; d) "ok";</code></pre>',
  '<hr>',
  '<p>linha<br>nova&nbsp;com espaço, aspas "assim" e 1 &lt; 2</p>',
  '<p><a target="_blank" rel="noopener noreferrer" href="https://www.azores.gov.pt/servicos?a=1&amp;b=2">ligação</a> ou ',
  '<a target="_blank" rel="noopener noreferrer" href="mailto:catalogo.servicos@azores.gov.pt">correio</a> ou ',
  '<a target="_blank" rel="noopener noreferrer" href="http://example.pt">http</a></p>',
].join('');

/** Every way to run code or load something foreign that must never come out, whatever else does. */
const NEVER = [
  /<script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<img/i,
  /<style/i,
  /<form/i,
  /<input/i,
  /<base/i,
  /<meta/i,
  /<link/i,
  /\son\w+\s*=/i,
  /style\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /srcdoc/i,
  /<!--/,
];

function expectSafe(html: string): string {
  const clean = sanitizeRichText(html);
  for (const pattern of NEVER) expect(clean).not.toMatch(pattern);
  return clean;
}

describe('sanitizeRichText', () => {
  it("passes the editor's own HTML unchanged, every control of its toolbar", () => {
    expect(sanitizeRichText(EDITOR_HTML)).toBe(EDITOR_HTML);
  });

  it('is idempotent', () => {
    const once = sanitizeRichText('<p onclick="x()">a<b>b</b><a href="https://x.pt">c</a></p><h1>t</h1>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it.each([
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<script src="https://evil.example/x.js"></script><p>x</p>', '<p>x</p>'],
    ['<SCRIPT>alert(1)</SCRIPT><p>x</p>', '<p>x</p>'],
    ['<scr<script>ipt>alert(1)</script><p>x</p>', 'ipt&gt;alert(1)<p>x</p>'],
    ['<p>x</p><style>p { background: url(javascript:alert(1)) }</style>', '<p>x</p>'],
    ['<p><!-- <script>alert(1)</script> -->x</p>', '<p>x</p>'],
    ['<p>x<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript></p>', '<p>x</p>'],
  ])('drops script and style: %s', (dirty, clean) => {
    expect(expectSafe(dirty)).toBe(clean);
  });

  it.each([
    ['<p onclick="alert(1)" onmouseover="alert(2)">x</p>', '<p>x</p>'],
    ['<img src="x" onerror="alert(1)"><p>x</p>', '<p>x</p>'],
    ['<p><strong ONLOAD="alert(1)">x</strong></p>', '<p><strong>x</strong></p>'],
    ['<a href="https://x.pt" onfocus="alert(1)" autofocus>x</a>', '<a rel="noopener noreferrer" href="https://x.pt">x</a>'],
    ['<svg onload="alert(1)"><text>x</text></svg><p>y</p>', '<p>y</p>'],
    ['<details open ontoggle="alert(1)"><summary>s</summary></details>', 's'],
    ['<body onload="alert(1)"><p>x</p></body>', '<p>x</p>'],
  ])('drops event handlers: %s', (dirty, clean) => {
    expect(expectSafe(dirty)).toBe(clean);
  });

  it.each([
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<p style="position:fixed;top:0;left:0;width:100%;height:100%">cover</p>', '<p>cover</p>'],
    ['<span style="expression(alert(1))">x</span>', 'x'],
    ['<p class="MuiButton-root" id="login">x</p>', '<p>x</p>'],
    ['<code class="language-js evil">x</code>', '<code class="language-js">x</code>'],
    ['<link rel="stylesheet" href="https://evil.example/x.css"><p>x</p>', '<p>x</p>'],
  ])('drops styles, classes and ids that could restyle or spoof the page: %s', (dirty, clean) => {
    expect(expectSafe(dirty)).toBe(clean);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#10;script:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    'jav&#x61;script:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'd&#97;ta:text/html,x',
    'file:///etc/passwd',
    'ftp://example.pt/x',
    '//evil.example/x',
    '/relative/path',
    '#top',
    '',
  ])('keeps only http, https and mailto links: the text of href="%s" stays, the link goes', (href) => {
    expect(expectSafe(`<p><a href="${href}">texto</a></p>`)).toBe('<p>texto</p>');
  });

  it('closes the links after a refused one as links', () => {
    expect(expectSafe('<p><a href="javascript:alert(1)">a</a> <a href="https://e.pt">b</a> <a>c</a> <a href="https://e.pt">d</a></p>')).toBe(
      '<p>a <a rel="noopener noreferrer" href="https://e.pt">b</a> c <a rel="noopener noreferrer" href="https://e.pt">d</a></p>',
    );
  });

  it('forces rel="noopener noreferrer" and allows only target="_blank" on a link', () => {
    expect(sanitizeRichText('<a href="https://x.pt" rel="opener" target="_top" title="t" name="n">x</a>')).toBe('<a rel="noopener noreferrer" href="https://x.pt">x</a>');
    expect(sanitizeRichText('<a target="_blank" rel="nofollow" href="https://x.pt">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer" href="https://x.pt">x</a>');
  });

  it.each([
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<iframe srcdoc="<script>alert(1)</script>">fallback</iframe>', ''],
    ['<object data="x.swf"><param name="a" value="b">fallback</object>', ''],
    ['<embed src="x.swf"><p>x</p>', '<p>x</p>'],
    ['<frameset><frame src="https://evil.example"></frameset>', ''],
    ['<form action="https://evil.example"><input name="password"><button>ok</button></form>', 'ok'],
    ['<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><p>x</p>', '<p>x</p>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="><p>x</p>', '<p>x</p>'],
    ['<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ''],
  ])('drops frames, objects, forms and foreign documents: %s', (dirty, clean) => {
    expect(expectSafe(dirty)).toBe(clean);
  });

  it('maps the same formatting written by other editors, keeps unknown wrappers as text', () => {
    expect(sanitizeRichText('<h1>a</h1><h5>b</h5><h6>c</h6><p><b>d</b><i>e</i><strike>f</strike><del>g</del></p>')).toBe(
      '<h2>a</h2><h4>b</h4><h4>c</h4><p><strong>d</strong><em>e</em><s>f</s><s>g</s></p>',
    );
    expect(sanitizeRichText('<div><span>a</span><font color="red">b</font><table><tr><td>c</td></tr></table></div>')).toBe('abc');
    expect(sanitizeRichText('<ol type="a" start="2" reversed><li>x</li></ol><ol type="disc"><li>y</li></ol>')).toBe(
      '<ol type="a" start="2"><li>x</li></ol><ol><li>y</li></ol>',
    );
  });

  it('escapes text that looks like markup once decoded, never turning it into a tag', () => {
    expect(expectSafe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(expectSafe('<p title="&quot;><script>alert(1)</script>">x</p>')).toBe('<p>x</p>');
  });
});
