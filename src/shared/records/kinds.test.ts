import { ERROR_CATALOGUE } from '../errors';
import { duplicateWarningText, RECORD_KINDS } from './kinds';

describe('duplicateWarningText', () => {
  it('agrees with the catalogue where the spec gives the duplicate code a duplicate sentence', () => {
    for (const kind of ['entity', 'document', 'location'] as const) {
      const code = RECORD_KINDS[kind].codes.duplicate;
      expect(duplicateWarningText(kind, 'pt')).toBe(ERROR_CATALOGUE[code].pt);
      expect(duplicateWarningText(kind, 'en')).toBe(ERROR_CATALOGUE[code].en);
    }
  });

  it('gives services and points of care their own sentence (their codes also mean a service already provided)', () => {
    expect(duplicateWarningText('service', 'pt')).toBe('Existem possíveis serviços duplicados.');
    expect(duplicateWarningText('pointOfCare', 'pt')).toBe('Existem possíveis pontos de atendimento duplicados.');
    expect(duplicateWarningText('pointOfCare', 'en')).toBe('Possible duplicate points of care exist.');
  });
});
