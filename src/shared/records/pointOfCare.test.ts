import { isValidationMessageRef } from '../validation';
import { emptyPointOfCare, pointOfCareSchema, type PointOfCareInput } from './pointOfCare';
import { refusedPaths, schemaMessages } from './schemaMessages.testUtil';

const valid = (): PointOfCareInput => ({
  ...emptyPointOfCare(),
  code: 'L1',
  abbreviation: 'L1',
  name: 'Loja do Cidadão',
  startDate: '2024-01-01',
  channelTypeId: 1,
  organizationId: 4,
});

describe('the point-of-care schema', () => {
  it('accepts the required fields alone, and a full record', async () => {
    expect(await refusedPaths(pointOfCareSchema, valid())).toEqual({});
    const full: PointOfCareInput = {
      ...valid(),
      locationId: 3,
      locationVersion: 1,
      openingHours: { weekly: [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '16:00' }], exceptions: [] },
      contacts: [{ scope: 'public', type: 'email', value: 'loja@azores.gov.pt' }],
      services: [
        { serviceId: 1, serviceVersion: 2 },
        { serviceId: 2, serviceVersion: 1 },
      ],
    };
    expect(await refusedPaths(pointOfCareSchema, full)).toEqual({});
  });

  it('requires the channel type and the host entity, and a location as id and version', async () => {
    expect(await refusedPaths(pointOfCareSchema, { ...valid(), channelTypeId: null, organizationId: null })).toEqual({
      channelTypeId: 'required',
      organizationId: 'required',
    });
    expect(await refusedPaths(pointOfCareSchema, { ...valid(), locationId: 3 })).toEqual({ locationVersion: 'required' });
  });

  it('refuses a service associated twice, naming the second row', async () => {
    const twice = [
      { serviceId: 7, serviceVersion: 1 },
      { serviceId: 7, serviceVersion: 2 },
    ];
    expect(await refusedPaths(pointOfCareSchema, { ...valid(), services: twice })).toEqual({ 'services[1]': 'serviceAlreadyProvided' });
  });

  it('checks the opening hours with their own rules', async () => {
    const overlapping = {
      weekly: [
        { days: [1], opens: '09:00', closes: '12:00' },
        { days: [1], opens: '11:00', closes: '13:00' },
      ],
      exceptions: [],
    };
    expect(await refusedPaths(pointOfCareSchema, { ...valid(), openingHours: overlapping })).toEqual({ 'openingHours.weekly[1]': 'overlappingHours' });
  });

  it('speaks only catalogued §5 messages', async () => {
    const found = await schemaMessages(pointOfCareSchema, { code: 1, channelTypeId: 'x', openingHours: 3, contacts: [{}], services: [null, { serviceId: 'a' }] });
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((message) => !isValidationMessageRef(message))).toEqual([]);
  });
});
