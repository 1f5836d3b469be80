import { ProcessingTimeType } from '../enums';
import { isValidationMessageRef } from '../validation';
import { schemaMessages, refusedPaths } from './schemaMessages.testUtil';
import { emptyService, serviceSchema, SERVICE_LIMITS, type ServiceInput } from './service';

const valid = (): ServiceInput => ({ ...emptyService(), code: 'S1', abbreviation: 'S1', name: 'Licença', startDate: '2024-01-01', organizationId: 7 });

// Wrong types, nulls, out-of-range numbers and unknown choices in every field, nested ones included.
const wrong = {
  code: 5,
  abbreviation: null,
  name: { a: 1 },
  startDate: 20240101,
  parentId: '12',
  organizationId: -1,
  serviceAreaId: 1.5,
  serviceCategoryId: 'x',
  procedure: 9,
  procedureDiagram: { name: 5, size: -1, mime: null, format: 3, data: 8, attachmentId: 'a' },
  processingTime: { type: 9, value: -2, unit: 'fortnights', stages: [{ description: 3, value: null, unit: 'x' }, 'bad'] },
  recipientTypeIds: 'one',
  legislationIds: [null],
  necessaryDocuments: [{ documentId: 'x', documentVersion: null }],
  cost: [],
  internal: 'yes',
  virtual: 1,
  virtualUrl: 5,
  portalUrl: 'ftp://x',
  generic1: {},
};

describe('the service schema', () => {
  it.each([
    ['wrong types, nulls and ranges everywhere', wrong],
    ['no object at all', 'service'],
    ['nested objects of the wrong type', { ...valid(), processingTime: 3, necessaryDocuments: {}, procedureDiagram: 'file' }],
  ])('speaks only catalogued §5 messages: %s', async (_label, body) => {
    const found = await schemaMessages(serviceSchema, body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((message) => !isValidationMessageRef(message))).toEqual([]);
  });

  it('accepts the required fields alone', async () => {
    expect(await refusedPaths(serviceSchema, valid())).toEqual({});
  });

  it('requires the owning entity', async () => {
    expect(await refusedPaths(serviceSchema, { ...valid(), organizationId: null })).toEqual({ organizationId: 'required' });
  });

  it('requires the address of the virtual form, the state support and the portal while their flag is on, and only http(s) addresses', async () => {
    expect(await refusedPaths(serviceSchema, { ...valid(), virtual: true, stateSupport: true, portal: true })).toEqual({
      virtualUrl: 'required',
      stateSupportUrl: 'required',
      portalUrl: 'required',
    });
    expect(await refusedPaths(serviceSchema, { ...valid(), virtual: true, virtualUrl: 'https://servicos.azores.gov.pt/f/1', formCallUrl: 'javascript:alert(1)' })).toEqual({
      formCallUrl: 'url',
    });
  });

  it('reads a simplified processing time as a value with its unit, an advanced one as stages', async () => {
    const time = (processingTime: Partial<ServiceInput['processingTime']>) => ({ ...valid(), processingTime: { ...valid().processingTime, ...processingTime } });
    expect(await refusedPaths(serviceSchema, time({ value: 5, unit: 'days' }))).toEqual({});
    expect(await refusedPaths(serviceSchema, time({ value: 5 }))).toEqual({ 'processingTime.unit': 'required' });
    expect(await refusedPaths(serviceSchema, time({ unit: 'days' }))).toEqual({ 'processingTime.value': 'required' });
    expect(await refusedPaths(serviceSchema, time({ type: ProcessingTimeType.Advanced }))).toEqual({ 'processingTime.stages': 'required' });
    expect(await refusedPaths(serviceSchema, time({ type: ProcessingTimeType.Advanced, stages: [{ description: 'Análise', value: 10, unit: 'days' }] }))).toEqual({});
  });

  it('counts the procedure on its text, not its markup (SPEC §5)', async () => {
    const words = 'a'.repeat(SERVICE_LIMITS.procedureMaxCharacters);
    expect(await refusedPaths(serviceSchema, { ...valid(), procedure: `<p><strong>${words}</strong></p>` })).toEqual({});
    expect(await refusedPaths(serviceSchema, { ...valid(), procedure: `<p>${words}b</p>` })).toEqual({ procedure: 'maxCharacters' });
  });

  it('keeps a stored diagram by its id and refuses one without bytes nor id', async () => {
    const diagram = { name: 'fluxo.pdf', size: 10, mime: 'application/pdf', format: 'pdf', data: '', attachmentId: 4 };
    expect(await refusedPaths(serviceSchema, { ...valid(), procedureDiagram: diagram })).toEqual({});
    expect(await refusedPaths(serviceSchema, { ...valid(), procedureDiagram: { ...diagram, attachmentId: null } })).toEqual({ procedureDiagram: 'required' });
  });
});
