import { LocationType } from '../enums';
import { isValidationMessageRef } from './recordValidationMessages';
import { emptyLocation, locationSchema, type LocationInput } from './location';
import { refusedPaths, schemaMessages } from './schemaMessages.testUtil';

const valid = (): LocationInput => ({ ...emptyLocation(), code: 'P1', abbreviation: 'P1', name: 'Palácio da Conceição', startDate: '2024-01-01', organizationId: 1 });

describe('the location schema', () => {
  it('accepts the required fields alone, and a full record', async () => {
    expect(await refusedPaths(locationSchema, valid())).toEqual({});
    const full = { ...valid(), locationType: LocationType.Leased, address: 'Rua do Palácio', zipCode: '9500-000', islandId: 2, countyId: 5, parishId: 9 };
    expect(await refusedPaths(locationSchema, { ...full, latitude: '37.7412345678901', longitude: '-25.6612345678901' })).toEqual({});
  });

  it('follows the §5 coordinate rule within the ranges of latitude and longitude, and wants both or none', async () => {
    expect(await refusedPaths(locationSchema, { ...valid(), latitude: '37.74123456789012', longitude: '-25.66' })).toEqual({ latitude: 'coordinate' });
    expect(await refusedPaths(locationSchema, { ...valid(), latitude: '91', longitude: '181' })).toEqual({ latitude: 'coordinate', longitude: 'coordinate' });
    expect(await refusedPaths(locationSchema, { ...valid(), latitude: '37,7', longitude: '+25' })).toEqual({ latitude: 'coordinate', longitude: 'coordinate' });
    expect(await refusedPaths(locationSchema, { ...valid(), latitude: '37.7' })).toEqual({ longitude: 'required' });
  });

  it('refuses a zip code out of the ####-### mask and an unknown location type', async () => {
    expect(await refusedPaths(locationSchema, { ...valid(), zipCode: '9500000', locationType: 1 })).toEqual({ zipCode: 'zipCode', locationType: 'format' });
  });

  it('speaks only catalogued §5 messages', async () => {
    const found = await schemaMessages(locationSchema, { code: 1, latitude: 5, longitude: null, islandId: 'x', locationType: '2', comments: {} });
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((message) => !isValidationMessageRef(message))).toEqual([]);
  });
});
