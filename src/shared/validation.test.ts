import { formatFileSize, formatMessage, isValidCoordinate, isValidEmail, isValidNipc, isValidZipCode, validationMessage } from './validation';

describe('messages', () => {
  it('are the exact texts of SPEC §5', () => {
    expect(validationMessage('required')).toBe('Campo obrigatório');
    expect(validationMessage('requiredOnSave')).toBe('Existem campos obrigatórios a serem prenchidos.');
    expect(validationMessage('minLength', 'pt', 8)).toBe('O campo deve ter no mínimo 8 caracteres');
    expect(validationMessage('fileType', 'pt', '.pdf, .doc')).toBe('Formato inválido. Adicione ficheiros do tipo:.pdf, .doc');
    expect(validationMessage('portugueseValueRequired', 'pt', 'tipo de canal')).toBe('Tem que preencher o tipo de canal em português para poder guardar');
  });
  it('leaves a placeholder without argument untouched', () => {
    expect(formatMessage('a {0} b {1}', 'x')).toBe('a x b {1}');
  });
});

describe('email', () => {
  it.each(['a@b.pt', 'nome.apelido@azores.gov.pt'])('accepts %s', (v) => expect(isValidEmail(v)).toBe(true));
  it.each(['a b@c.pt', 'ab.pt', 'a@@b.pt', 'a@b', '@b.pt', 'a@.pt', 'a@b.', 'a@b@c.pt'])('rejects %s', (v) => expect(isValidEmail(v)).toBe(false));
});

describe('NIPC', () => {
  // Check digits worked out by hand: 6·9+0·8+0·7+0·6+8·5+4·4+7·3+7·2 = 145; 145 mod 11 = 2; 11 − 2 = 9.
  it.each(['600084779', '503504564'])('accepts %s', (v) => expect(isValidNipc(v)).toBe(true));
  it.each(['600084778', '100000002', '12345678', '1234567890', '123456789', 'abcdefghi', ''])('rejects %s', (v) => expect(isValidNipc(v)).toBe(false));
});

describe('postal code and coordinate', () => {
  it('needs ####-###', () => {
    expect(isValidZipCode('9500-150')).toBe(true);
    expect(isValidZipCode('9500150')).toBe(false);
    expect(isValidZipCode('950-1500')).toBe(false);
  });
  it('accepts a minus sign and up to 13 decimals', () => {
    expect(isValidCoordinate('-28.114264')).toBe(true);
    expect(isValidCoordinate('38.1234567890123')).toBe(true);
    expect(isValidCoordinate('38.12345678901234')).toBe(false);
    expect(isValidCoordinate('+38.1')).toBe(false);
    expect(isValidCoordinate('38.')).toBe(false);
  });
});

describe('file size', () => {
  it('uses base 1024 and 2 decimals from bytes to exabytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512.00 B');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(1024 ** 2 * 3)).toBe('3.00 MB');
    expect(formatFileSize(1024 ** 6 * 2)).toBe('2.00 EB');
    expect(formatFileSize(1024 ** 7)).toBe('1024.00 EB');
  });
});
