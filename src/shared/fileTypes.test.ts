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
