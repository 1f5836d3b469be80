import { entitySchema } from './records/entity';
import { formatFileSize, formatMessage, isCalendarDate, isValidCoordinate, isValidEmail, isValidNipc, isValidZipCode, messageRef, validationMessage } from './validation';
import { isValidationMessageRef, validationText } from './records/recordValidationMessages';

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
  it('words a reference in either language, its placeholders filled; a plain text stays', () => {
    expect(validationText(messageRef('tooManyItems', 50), 'pt')).toBe('Demasiados elementos (máximo 50)');
    expect(validationText(messageRef('tooManyItems', 50), 'en')).toBe('Too many items (at most 50)');
    expect(validationText('code is a required field', 'pt')).toBe('code is a required field');
    expect(isValidationMessageRef({ key: 'nope', params: [] })).toBe(false);
  });
  it('are references in the shared schemas, never words in one language', () => {
    const input = {
      code: '',
      abbreviation: '',
      name: '',
      startDate: '',
      organizationTypeId: null,
      nipc: '123',
      address: { zipCode: '95' },
      contacts: [{ scope: 'public', type: 'email', value: 'x' }],
    };
    let errors: unknown[] = [];
    try {
      entitySchema.validateSync(input, { abortEarly: false });
    } catch (error) {
      errors = (error as { errors: unknown[] }).errors;
    }
    expect(errors.length).toBeGreaterThanOrEqual(8);
    expect(errors.filter((e) => !isValidationMessageRef(e))).toEqual([]);
    expect(errors.map((e) => validationText(e, 'en'))).toEqual(expect.arrayContaining(['Required field', 'Invalid NIPC', 'Invalid postal code', 'Invalid email']));
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
    const verdicts = ['-28.114264', '38.1234567890123', '38.12345678901234', '+38.1', '38.'].map((text) => isValidCoordinate(text));
    expect(verdicts).toEqual([true, true, false, false, false]);
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

describe('dates (issue 29 §8)', () => {
  it('tells a day not in the calendar from a wrong shape', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-02-31')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('31/02/2025')).toBe(false);
    expect(validationMessage('invalidDate')).toBe('Data inválida');
    expect(validationMessage('invalidDate', 'en')).toBe('Invalid date');
  });
  it("the shared schemas say 'Data inválida' for 2025-02-31 and 'Formato inválido' for a wrong shape", () => {
    const errorsOf = (startDate: string) => {
      try {
        entitySchema.validateSyncAt('startDate', { startDate });
        return [];
      } catch (error) {
        return (error as { errors: unknown[] }).errors.map((e) => validationText(e, 'pt'));
      }
    };
    expect(errorsOf('2025-02-31')).toEqual(['Data inválida']);
    expect(errorsOf('31/02/2025')).toEqual(['Formato inválido']);
    expect(errorsOf('2025-02-28')).toEqual([]);
  });
});
