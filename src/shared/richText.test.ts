import { countRichTextCharacters, exceedsRichTextLimit, isAllowedRichTextLink, isRichTextBlank, richTextToPlainText } from './richText';

describe('rich text counting (SPEC §5: characters after stripping the markup)', () => {
  it.each([
    ['', 0],
    ['<p></p>', 0],
    ['plain text', 10],
    ['<p>Olá <strong>mundo</strong></p>', 9],
    ['<h2>Título</h2><p>Um</p><ul><li><p>dois</p></li></ul>', 12],
    ['<p>a<br>b</p><hr>', 2],
    ['<p><a href="https://x.pt" rel="noopener noreferrer">ligação</a></p>', 7],
  ])('%j has %i characters', (html, count) => {
    expect(countRichTextCharacters(html)).toBe(count);
  });

  it('decodes named and numeric entities before counting', () => {
    expect(richTextToPlainText('<p>a &amp; b &lt;c&gt; &quot;d&quot;&nbsp;&eacute;&#233;&#xE9;</p>')).toBe('a & b <c> "d"\u00a0ééé');
    expect(countRichTextCharacters('<p>&eacute;</p>')).toBe(1);
    // An encoded tag is text the reader sees, so it counts.
    expect(countRichTextCharacters('&lt;b&gt;')).toBe(3);
  });

  it('takes a quoted ">" as part of its tag, and drops comments and script or style content', () => {
    expect(richTextToPlainText('<p title="a > b" data-x=\'>\'>texto</p>')).toBe('texto');
    expect(richTextToPlainText('<p>a<!-- nota --></p><style>p{}</style><script>alert(1)</script>b')).toBe('ab');
    expect(richTextToPlainText('<p>fim<br')).toBe('fim');
  });

  it('keeps a lone "<" that opens no tag', () => {
    expect(richTextToPlainText('1 < 2')).toBe('1 < 2');
  });

  it('counts code points: an emoji is one character', () => {
    expect(countRichTextCharacters('<p>👍🏽a</p>')).toBe(3); // thumbs up + skin tone modifier + a
  });

  it('tells blank text and a limit passed (0: no limit)', () => {
    expect(isRichTextBlank(null)).toBe(true);
    expect(isRichTextBlank('<p>&nbsp; </p><p></p>')).toBe(true);
    expect(isRichTextBlank('<p>x</p>')).toBe(false);
    expect(exceedsRichTextLimit('<p>abcd</p>', 3)).toBe(true);
    expect(exceedsRichTextLimit('<p>abc</p>', 3)).toBe(false);
    expect(exceedsRichTextLimit('<p>abcd</p>', 0)).toBe(false);
  });
});

describe('rich text links', () => {
  it.each([
    ['https://www.azores.gov.pt/a?b=1', true],
    ['HTTP://x.pt', true],
    ['mailto:catalogo.servicos@azores.gov.pt', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['ftp://x.pt', false],
    ['/relative', false],
    ['//x.pt', false],
    ['', false],
    [null, false],
  ])('%j allowed: %s', (href, allowed) => {
    expect(isAllowedRichTextLink(href)).toBe(allowed);
  });
});
