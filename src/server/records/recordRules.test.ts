/** The shared schema's messages as the server answers them: the §5 text in each language, never a reference. */
import { emptyEntity } from '@/shared/records/entity';
import { AppError } from '../http/AppError';
import { parseInput } from './recordRules';
import { SERVER_KINDS } from './registry';

const entities = SERVER_KINDS.entity!;

const valid = { ...emptyEntity(), code: 'C', abbreviation: 'C', name: 'Nome', startDate: '2024-01-01', organizationTypeId: 3 };

function detailOf(raw: unknown): unknown {
  try {
    parseInput(entities, raw);
  } catch (error) {
    if (error instanceof AppError) return error.options.detail;
    throw error;
  }
  throw new Error('accepted');
}

describe('parseInput', () => {
  it('answers a failed rule in both languages, label and §5 text each in its own', () => {
    expect(detailOf({ ...valid, nipc: '123456789' })).toEqual({ pt: 'NIPC: NIPC inválido', en: 'NIPC: Invalid NIPC' });
    expect(detailOf({ ...valid, code: '' })).toEqual({ pt: 'Código: Campo obrigatório', en: 'Code: Required field' });
    expect(detailOf({ ...valid, address: { ...valid.address, zipCode: '9500' } })).toEqual({ pt: 'Morada: Código postal inválido', en: 'Address: Invalid postal code' });
    expect(detailOf({ ...valid, contacts: [{ scope: 'public', type: 'email', value: 'x@y' }] })).toEqual({ pt: 'Contactos: Email inválido', en: 'Contacts: Invalid email' });
  });

  it('fills the placeholders of a message with parameters', () => {
    const keywords = Array.from({ length: 51 }, (_, i) => `k${i}`);
    expect(detailOf({ ...valid, keywords })).toEqual({ pt: 'Palavras-chave: Demasiados elementos (máximo 50)', en: 'Keywords: Too many items (at most 50)' });
  });
});
