import { safeRichTextHtml } from './safeRichTextHtml';

describe('safeRichTextHtml', () => {
  it("keeps the editor's markup and its safe links, with our rel", () => {
    expect(
      safeRichTextHtml(
        '<h2>Título</h2><p>Peça <strong>online</strong> em <a target="_blank" href="https://azores.gov.pt">azores.gov.pt</a>.</p><ol start="3" type="a"><li>um</li></ol>',
      ),
    ).toBe(
      '<h2>Título</h2><p>Peça <strong>online</strong> em <a href="https://azores.gov.pt" rel="noopener noreferrer" target="_blank">azores.gov.pt</a>.</p><ol type="a" start="3"><li>um</li></ol>',
    );
  });

  it('drops script, styles, event handlers, images, frames and dangerous links, keeping their text where it is text', () => {
    const html = safeRichTextHtml(
      '<p style="color:red" onclick="x()">a</p><script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://x"></iframe><a href="javascript:alert(3)">b</a><div>c</div><!-- d -->',
    );
    expect(html).toBe('<p>a</p>bc');
  });

  it('answers an empty text for none', () => {
    expect(safeRichTextHtml('')).toBe('');
  });
});
