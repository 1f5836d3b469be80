import { emptyEntity } from '@/shared/records/entity';
import { RECORD_KIND_NAMES } from '@/shared/records/kindBasics';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { entityView } from '@/web/features/entities/entityFixtures';
import { divisionTree } from '@/shared/records/divisionTree';
import { acceptFamilies } from './fields/fileChoice';
import { recordToInput } from './recordInput';
import { recordRoutes } from './recordRoutes';

describe('the kind registry in the SPA', () => {
  it('builds every kind’s links from its declared routes', () => {
    expect(recordRoutes('entity')).toMatchObject({ list: '/entidades' });
    expect(recordRoutes('entity').detail(7, 2)).toBe('/entidade/7/2/detalhe');
    expect(recordRoutes('entity').create()).toBe('/entidade/0/0');
    expect(recordRoutes('entity').createChild?.(3, 1)).toBe('/entidade/0/0/3/1');
    expect(recordRoutes('entity').task?.(7, 2)).toBe('/tarefas/entidade/7/2/detalhe');
    expect(recordRoutes('location').create()).toBe('/patrimonio');
    expect(recordRoutes('location').task).toBeUndefined();
    expect(recordRoutes('pointOfCare').searchDetail(9, 1)).toBe('/pesquisa/pontoatendimento/9/1/detalhe');
    expect(recordRoutes('document').edit(6, 1)).toBe('/documento/6/1');
    for (const kind of RECORD_KIND_NAMES) expect(ROUTE_PATHS[`${kind}.list`]).toBe(recordRoutes(kind).list);
  });

  it('maps a saved version to its form input from the empty input and the view alone', () => {
    const view = entityView({
      startDate: null,
      versionComment: 'v2',
      data: { ...emptyEntity(), nipc: '512000000', address: { street: 'Rua', zipCode: '', locality: '', parishId: null } },
    });
    const input = recordToInput({ ...emptyEntity(), parentId: null, parentVersion: null }, view);
    expect(input).toMatchObject({
      code: 'DRT',
      name: 'Direção Regional de Teste',
      startDate: '',
      endDate: null,
      versionComment: 'v2',
      parentId: 3,
      parentVersion: 1,
      nipc: '512000000',
    });
    expect(input.address).toEqual({ street: 'Rua', zipCode: '', locality: '', parishId: null });
  });

  it('accepts files by mime type from the shared file families, naming their formats', () => {
    expect(acceptFamilies(['pdf', 'ole', 'zip']).list).toBe(' .pdf, .doc, .xls, .docx, .xlsx');
    expect(acceptFamilies(['jpeg']).mimeTypes).toEqual({ 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg' });
  });

  it('shows the one divisions list as the settings’ tree', () => {
    const tree = divisionTree([
      { id: 3, type: 4, code: '410101', name: 'Parish', parentId: 2 },
      { id: 2, type: 3, code: '4101', name: 'Municipality', parentId: 1 },
      { id: 1, type: 2, code: '41', name: 'Island', parentId: null },
    ]);
    expect(tree).toEqual([
      {
        divisionId: 1,
        type: 2,
        code: '41',
        name: 'Island',
        children: [{ divisionId: 2, type: 3, code: '4101', name: 'Municipality', children: [{ divisionId: 3, type: 4, code: '410101', name: 'Parish', children: [] }] }],
      },
    ]);
  });
});
