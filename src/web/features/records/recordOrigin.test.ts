import { withOrganicOrigin } from './recordOrigin';
import { nextOrigins, recordKeyOf, returnPlaceOf } from './recordOriginStore';
import { recordRoutes } from './recordRoutes';

describe('recordKeyOf', () => {
  it('names the record of any of its pages, and no record for lists and new records', () => {
    expect(recordKeyOf('/servico/12/3/detalhe')).toBe('service:12');
    expect(recordKeyOf('/entidade/4/1/servico/12/4')).toBe('service:12');
    expect(recordKeyOf('/entidade/4/1/detalhe/organica')).toBe('entity:4');
    expect(recordKeyOf('/entidade/4/1')).toBe('entity:4');
    expect(recordKeyOf('/servicos')).toBeNull();
    expect(recordKeyOf('/entidade/0/0')).toBeNull();
    expect(recordKeyOf('/entidade/4/1/servico/0/0')).toBeNull();
  });
});

describe('returnPlaceOf', () => {
  it('knows the places a back link returns to', () => {
    expect(returnPlaceOf('/servicos')).toEqual({ place: 'list', to: '/servicos' });
    expect(returnPlaceOf('/entidade/4/1/detalhe')).toEqual({ place: 'owner', to: '/entidade/4/1/detalhe' });
    expect(returnPlaceOf('/entidade/4/1/servico/0/0')).toEqual({ place: 'owner', to: '/entidade/4/1/detalhe' });
    expect(returnPlaceOf('/organica')).toEqual({ place: 'organic', to: '/organica' });
    expect(returnPlaceOf('/configuracoes/perfis')).toBeNull();
  });
});

describe('nextOrigins', () => {
  const none = new Map<string, string>();
  it('makes the entity a service is opened from its origin, kept while editing and moving between versions', () => {
    let origins = nextOrigins(none, '/entidades', '/entidade/4/1/detalhe');
    origins = nextOrigins(origins, '/entidade/4/1/detalhe', '/servico/12/3/detalhe');
    expect(origins.get('service:12')).toBe('/entidade/4/1/detalhe');
    origins = nextOrigins(origins, '/servico/12/3/detalhe', '/servico/12/3');
    origins = nextOrigins(origins, '/servico/12/3', '/servico/12/4/detalhe');
    expect(origins.get('service:12')).toBe('/entidade/4/1/detalhe');
  });
  it('does not give the entity the service as origin when the user goes back to it', () => {
    let origins = nextOrigins(none, '/entidades', '/entidade/4/1/detalhe');
    origins = nextOrigins(origins, '/entidade/4/1/detalhe', '/servico/12/3/detalhe');
    origins = nextOrigins(origins, '/servico/12/3/detalhe', '/entidade/4/1/detalhe');
    expect(origins.get('entity:4')).toBe('/entidades');
  });
  it('ignores pages that are no place to return to', () => {
    expect(nextOrigins(none, '/configuracoes/perfis', '/servico/12/3/detalhe').has('service:12')).toBe(false);
  });
});

describe('withOrganicOrigin', () => {
  it('keeps the organic origin on a detail and turns a list into the tree', () => {
    expect(withOrganicOrigin(recordRoutes('entity').detail(4, 1), 'organica')).toBe('/entidade/4/1/detalhe/organica');
    expect(withOrganicOrigin('/entidade/4/1/detalhe/organica', 'organica')).toBe('/entidade/4/1/detalhe/organica');
    expect(withOrganicOrigin('/entidades', 'organica')).toBe('/organica');
    expect(withOrganicOrigin('/documento/3/1/detalhe', 'organica')).toBe('/documento/3/1/detalhe');
  });
  it('puts the origin on the edit and new sub-entity routes that declare it', () => {
    expect(recordRoutes('entity').edit(4, 1, 'organica')).toBe('/entidade/4/1/organica');
    expect(recordRoutes('entity').edit(4, 1)).toBe('/entidade/4/1');
    expect(recordRoutes('service').edit(12, 3, 'organica')).toBe('/servico/12/3');
    expect(recordRoutes('entity').createChild?.(4, 1, 'organica')).toBe('/entidade/0/0/4/1/organica');
  });
});
