import { isValidationMessageRef, validationText } from '../validation';
import { emptyEntity, entitySchema } from './entity';
import { schemaMessages } from './schemaMessages.testUtil';

const messages = (body: unknown) => schemaMessages(entitySchema, body);

// Wrong types, nulls, out-of-range numbers and unknown choices in every field, nested ones included.
const wrong = {
  code: 5,
  abbreviation: null,
  name: { a: 1 },
  startDate: 20240101,
  endDate: true,
  active: 'yes',
  versionComment: null,
  parentId: '12',
  parentVersion: 1.5,
  organizationTypeId: -3,
  groupKind: 99,
  nipc: [],
  mission: 7,
  legislation: null,
  keywords: 'one',
  logo: { name: 5, size: -1, mime: null, format: 3, data: 8 },
  economicActivityCode: 12,
  canHaveServices: 1,
  canHavePointsOfCare: null,
  canManageServices: 'no',
  relatedEntities: [{ organizationId: 'x', organizationVersion: null, relationTypeId: 2 ** 40 }, 'bad'],
  contacts: [{ scope: 'secret', type: 'pigeon', value: 9 }, null],
  address: { street: 1, zipCode: null, locality: [], parishId: 'p' },
  territorialScope: [null, 'x', 0],
};

describe('the entity schema speaks only catalogued §5 messages', () => {
  it.each([
    ['wrong types, nulls and ranges everywhere', wrong],
    ['no object at all', 'entity'],
    ['null', null],
    ['nested objects of the wrong type', { ...emptyEntity(), logo: 'logo', address: 3, contacts: {}, relatedEntities: 5 }],
  ])('%s', async (_label, body) => {
    const found = await messages(body);
    expect(found.length).toBeGreaterThan(0);
    const english = found.filter((message) => !isValidationMessageRef(message));
    expect(english).toEqual([]);
  });

  it('words them in Portuguese and English', async () => {
    const [first] = await messages({ ...emptyEntity(), code: 5 });
    expect(validationText(first, 'pt')).toBe('Formato inválido');
    expect(validationText(first, 'en')).toBe('Invalid format');
  });

  it('still accepts an empty form filled with the required fields', async () => {
    await expect(entitySchema.validate({ ...emptyEntity(), code: 'X', abbreviation: 'X', name: 'X', startDate: '2024-01-01', organizationTypeId: 1 })).resolves.toBeTruthy();
  });
});
