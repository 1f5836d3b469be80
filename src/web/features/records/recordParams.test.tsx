import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RECORD_KIND_NAMES, type RecordKindName } from '@/shared/records/kindBasics';
import { ROUTE_PATHS, type RouteName } from '@/web/app/routePaths';
import { canCreateInOwner } from './recordPermissions';
import { useRecordParams } from './recordParams';
import { recordRoutes } from './recordRoutes';

/** useRecordParams of `kind` on `url`, matched against the route `route` of the real route table. */
function paramsAt(kind: RecordKindName, route: RouteName, url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={ROUTE_PATHS[route]} element={children} />
      </Routes>
    </MemoryRouter>
  );
  return renderHook(() => useRecordParams(kind), { wrapper }).result.current;
}

describe('records owned by an entity, in the SPA', () => {
  it('link creating and editing under the owner entity for the kinds with `inEntity` only', () => {
    expect(recordRoutes('service').createInEntity?.(7, 2)).toBe('/entidade/7/2/servico/0/0');
    expect(recordRoutes('service').editInEntity?.(7, 2, 9, 1)).toBe('/entidade/7/2/servico/9/1');
    expect(recordRoutes('pointOfCare').createInEntity?.(7, 2)).toBe('/entidade/7/2/pontoatendimento/0/0');
    expect(recordRoutes('document').editInEntity?.(7, 2, 6, 3)).toBe('/entidade/7/2/documento/6/3');
    expect(recordRoutes('entity').createInEntity).toBeUndefined();
    expect(recordRoutes('location').editInEntity).toBeUndefined();
    // Every kind with the route has both links; the others neither.
    for (const kind of RECORD_KIND_NAMES) {
      const nested = `${kind}.editInEntity` in ROUTE_PATHS;
      expect([recordRoutes(kind).createInEntity !== undefined, recordRoutes(kind).editInEntity !== undefined]).toEqual([nested, nested]);
    }
  });

  it('read the owner entity from the nested route, and a new record there', () => {
    expect(paramsAt('service', 'service.editInEntity', '/entidade/7/2/servico/0/0')).toEqual({
      id: 0,
      version: 0,
      parentId: null,
      parentVersion: null,
      ownerId: 7,
      ownerVersion: 2,
      isNew: true,
    });
    expect(paramsAt('document', 'document.editInEntity', '/entidade/7/2/documento/6/3')).toMatchObject({ id: 6, version: 3, ownerId: 7, ownerVersion: 2, isNew: false });
    expect(paramsAt('pointOfCare', 'pointOfCare.editInEntity', '/entidade/7/2/pontoatendimento/9/1/organica')).toMatchObject({
      id: 9,
      version: 1,
      ownerId: 7,
      ownerVersion: 2,
    });
  });

  it('find no owner on the other routes: the entity’s own ids are not an owner', () => {
    expect(paramsAt('service', 'service.edit', '/servico/9/1')).toMatchObject({ id: 9, version: 1, ownerId: null, ownerVersion: null });
    expect(paramsAt('entity', 'entity.editSub', '/entidade/0/0/3/1')).toEqual({
      id: 0,
      version: 0,
      parentId: 3,
      parentVersion: 1,
      ownerId: null,
      ownerVersion: null,
      isNew: true,
    });
    expect(paramsAt('document', 'document.create', '/documento')).toMatchObject({ id: 0, version: 0, ownerId: null, isNew: true });
  });

  it('offer creating under an entity only for the kinds the server allows there', () => {
    expect(canCreateInOwner({ canCreateOwned: ['service', 'document'] }, 'service')).toBe(true);
    expect(canCreateInOwner({ canCreateOwned: ['document'] }, 'service')).toBe(false);
    expect(canCreateInOwner({}, 'service')).toBe(false);
    expect(canCreateInOwner(null, 'service')).toBe(false);
  });
});
