import { RecordState } from '@/shared/recordStates';
import type { RecordView } from '@/shared/records/contract';
import { emptyDocument, type DocumentData } from '@/shared/records/document';

/** A document version as GET /records/document/{id}/{version} answers it (tests). */
export function documentView(overrides: Partial<RecordView<DocumentData>> = {}): RecordView<DocumentData> {
  const data: DocumentData = {
    ...emptyDocument(),
    organizationId: 11,
    documentTypeId: 4,
    description: 'Regulamento interno do serviço.',
    attachments: [{ name: 'regulamento.pdf', size: 2048, mime: 'application/pdf', format: 'pdf', data: '', attachmentId: 7 }],
  };
  return {
    kind: 'document',
    id: 21,
    version: 1,
    state: RecordState.Draft,
    code: 'DOC-1',
    name: 'Regulamento interno',
    abbreviation: 'RI',
    active: true,
    startDate: '2024-01-01',
    endDate: null,
    parentId: null,
    parentVersion: null,
    parentName: null,
    organizationId: 11,
    organizationName: 'Secretaria Regional das Finanças',
    versionComment: '',
    rowVersion: 1,
    createdBy: 'admin',
    createdAt: '2024-01-01T10:00:00Z',
    changedBy: null,
    changedAt: null,
    data,
    allowedActions: ['submitForApproval', 'publish'],
    canEdit: true,
    canCreateChild: false,
    canReadAudit: true,
    pendingVersion: null,
    latestVersion: 1,
    ...overrides,
  };
}

export const DOCUMENT_TYPES = [{ id: 4, category: 'documentType', labelPt: 'Regulamento', labelEn: 'Regulation', active: true, sortOrder: 1 }];

export const PICKED_ENTITY = { id: 12, version: 2, code: 'DRC', name: 'Direção Regional da Cultura', abbreviation: 'DRC', state: RecordState.Published, isFolder: false };
