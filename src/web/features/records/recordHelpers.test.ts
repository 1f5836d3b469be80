import { RecordState } from '@/shared/recordStates';
import { markerOf } from '@/web/features/records/organizationMarkers';
import { isAcceptedLogo, LOGO_ACCEPTED_LIST } from '@/web/features/entities/logoFile';
import { hasKindPermission } from './recordPermissions';
import { compactSearchForm } from './RecordListPage';
import { similarRecordsOf } from './DuplicateWarningDialog';
import { newRecordTitle, savedMessage } from './recordTexts';

describe('record helpers', () => {
  it("read the similar records of a duplicate warning's data, leaving out anything malformed", () => {
    const alfa = { id: 7, version: 2, name: 'Alfa' };
    expect(similarRecordsOf({ similar: [alfa, { id: '8', version: 1, name: 'Beta' }, null] })).toEqual([alfa]);
    expect(similarRecordsOf(null)).toEqual([]);
    expect(similarRecordsOf({ similar: 'Alfa; Beta' })).toEqual([]);
  });
  it('agree texts with the kind', () => {
    expect(savedMessage('entity', 'pt')).toBe('Entidade guardada com sucesso.');
    expect(savedMessage('service', 'pt')).toBe('Serviço guardado com sucesso.');
    expect(newRecordTitle('entity', 'pt')).toBe('Nova entidade');
    expect(newRecordTitle('document', 'pt')).toBe('Novo documento');
    expect(newRecordTitle('entity', 'en')).toBe('New entity');
  });
  it('leave empty filters out of the search request', () => {
    expect(compactSearchForm({ code: '', name: 'x', active: null, ids: [], pageNumber: 1 })).toEqual({ name: 'x', ids: [], pageNumber: 1 });
    expect(compactSearchForm({ active: false })).toEqual({ active: false });
  });
  it('offer creation to the kind’s or the Super create permission in any profile', () => {
    const profile = (permissions: number[]) => ({ profileId: 1, name: 'p', organizationId: 3, permissions });
    expect(hasKindPermission({ profiles: [profile([13]), profile([11])] }, 'entity', 'createEdit')).toBe(true);
    expect(hasKindPermission({ profiles: [profile([1])] }, 'entity', 'createEdit')).toBe(true);
    expect(hasKindPermission({ profiles: [profile([31])] }, 'entity', 'createEdit')).toBe(false);
    expect(hasKindPermission(null, 'entity', 'createEdit')).toBe(false);
  });
  it('mark organisations: published, submitted, folder', () => {
    expect(markerOf({ state: RecordState.Published, isFolder: false })).toBe('published');
    expect(markerOf({ state: RecordState.SubmittedForApproval, isFolder: false })).toBe('submitted');
    expect(markerOf({ state: RecordState.Published, isFolder: true })).toBe('folder');
  });
  it('accept PNG, JPEG and SVG logos by mime type', () => {
    expect(isAcceptedLogo({ type: 'image/png' })).toBe(true);
    expect(isAcceptedLogo({ type: 'image/svg+xml' })).toBe(true);
    expect(isAcceptedLogo({ type: 'application/pdf' })).toBe(false);
    expect(LOGO_ACCEPTED_LIST).toBe(' .png, .jpeg, .svg');
  });
});
