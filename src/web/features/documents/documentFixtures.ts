import { RecordState } from '@/shared/recordStates';
import type { RecordView } from '@/shared/records/contract';
import { emptyDocument, type DocumentData } from '@/shared/records/document';
import { sampleRecordView } from '@/web/features/records/recordFixtures';

/** A document version as GET /records/document/{id}/{version} answers it (tests). */
export function documentView(overrides: Partial<RecordView<DocumentData>> = {}): RecordView<DocumentData> {
  const data: DocumentData = {
    ...emptyDocument(),
    organizationId: 11,
    documentTypeId: 4,
    description: 'Regulamento interno do serviço.',
    attachments: [{ name: 'regulamento.pdf', size: 2048, mime: 'application/pdf', format: 'pdf', data: '', attachmentId: 7 }],
  };
  return sampleRecordView(data, {
    kind: 'document',
    id: 21,
    code: 'DOC-1',
    name: 'Regulamento interno',
    abbreviation: 'RI',
    organizationName: 'Secretaria Regional das Finanças',
    ...overrides,
  });
}

export const DOCUMENT_TYPES = [{ id: 4, category: 'documentType', labelPt: 'Regulamento', labelEn: 'Regulation', active: true, sortOrder: 1 }];

export const PICKED_ENTITY = { id: 12, version: 2, code: 'DRC', name: 'Direção Regional da Cultura', abbreviation: 'DRC', state: RecordState.Published, isFolder: false };
