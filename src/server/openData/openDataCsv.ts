/**
 * The CSV download of a kind (issue 14 §3): every published record in force, one row each, written by
 * the reports' CSV writer (UTF-8 with BOM, `;`, CRLF, RFC 4180 quoting, formula guard). Column titles
 * follow the request's language; the cells are the catalogue's (Portuguese) texts, lists joined with
 * " | ", and the last column is the record's IRI, the same as in the JSON-LD.
 */
import type { Language } from '@/shared/errors';
import type { OpenDataKind } from '@/shared/openData';
import { describeWeeklyHours, type OpeningHours } from '@/shared/records/openingHours';
import type { ReportCell, ReportCellType, ReportColumn } from '@/shared/reports';
import { richTextToPlainText } from '@/shared/richText';
import { csvTable } from '../reports/reportFiles';
import type { OpenDataIris } from './cpsvJsonLd';
import type { OpenGraph } from './openDataGraph';
import { idsOf, type OpenRecord } from './openDataRead';

const col = (key: string, type: ReportCellType, pt: string, en: string): ReportColumn => ({ key, type, width: 20, title: { pt, en } });
const LIST_SEPARATOR = ' | ';

const ID = col('id', 'integer', 'Identificador', 'Id');
const CODE = col('code', 'text', 'Código', 'Code');
const NAME = col('name', 'text', 'Nome', 'Name');
const START = col('startDate', 'date', 'Data de início', 'Start date');
const ENTITY_CODE = col('entityCode', 'text', 'Código da entidade', 'Entity code');
const ENTITY_NAME = col('entityName', 'text', 'Entidade', 'Entity');
const IRI = col('iri', 'url', 'IRI', 'IRI');

/** The parts every owned kind's row has, as columns or as cells. */
interface OwnedKindFrame<T> {
  id: T;
  code: T;
  name: T;
  ownerCode: T;
  ownerName: T;
  start: T;
  iri: T;
}

/**
 * The row of a kind with an owner entity (service, point of care, document): id, code and name, the kind's own
 * columns around its owner's code and name, then start date and IRI. One frame for the columns and the cells.
 */
function ownedKindRow<T>(frame: OwnedKindFrame<T>, beforeOwner: T[], afterOwner: T[]): T[] {
  return [frame.id, frame.code, frame.name, ...beforeOwner, frame.ownerCode, frame.ownerName, ...afterOwner, frame.start, frame.iri];
}

const OWNED_KIND_COLUMNS: OwnedKindFrame<ReportColumn> = { id: ID, code: CODE, name: NAME, ownerCode: ENTITY_CODE, ownerName: ENTITY_NAME, start: START, iri: IRI };

export const OPEN_DATA_CSV_COLUMNS: Readonly<Record<OpenDataKind, readonly ReportColumn[]>> = {
  entity: [
    ID,
    CODE,
    col('abbreviation', 'text', 'Sigla', 'Abbreviation'),
    NAME,
    col('parentId', 'integer', 'Entidade-mãe', 'Parent entity'),
    col('territorialScope', 'text', 'Âmbito territorial (DICOFRE)', 'Territorial scope (DICOFRE)'),
    START,
    IRI,
  ],
  service: ownedKindRow(
    OWNED_KIND_COLUMNS,
    [],
    [
      col('cost', 'text', 'Custo', 'Cost'),
      col('channels', 'text', 'Canais', 'Channels'),
      col('documents', 'text', 'Documentos necessários', 'Necessary documents'),
      col('legislations', 'text', 'Legislação', 'Legislation'),
    ],
  ),
  pointOfCare: ownedKindRow(
    OWNED_KIND_COLUMNS,
    [col('channelType', 'text', 'Tipo de canal', 'Channel type')],
    [col('openingHours', 'text', 'Horário de funcionamento', 'Opening hours')],
  ),
  document: ownedKindRow(OWNED_KIND_COLUMNS, [col('documentType', 'text', 'Tipo de documento', 'Document type')], [col('description', 'text', 'Descrição', 'Description')]),
};

function cells(record: OpenRecord, graph: OpenGraph, iris: OpenDataIris): ReportCell[] {
  const owner = record.organizationId === null ? undefined : graph.entities.get(record.organizationId);
  const reference = (field: string) => idsOf(record.data[field]).map((id) => graph.references.get(id)?.labelPt ?? '')[0] ?? '';
  const iri = iris.item(graph.kind, record.id);
  const ownedCells: OwnedKindFrame<ReportCell> = {
    id: record.id,
    code: record.code,
    name: record.name,
    ownerCode: owner?.code ?? '',
    ownerName: owner?.name ?? '',
    start: record.startDate,
    iri,
  };
  switch (graph.kind) {
    case 'entity':
      return [
        record.id,
        record.code,
        record.abbreviation,
        record.name,
        record.parentId,
        idsOf(record.data.territorialScope)
          .flatMap((id) => graph.divisions.get(id)?.code ?? [])
          .join(LIST_SEPARATOR),
        record.startDate,
        iri,
      ];
    case 'service': {
      const documentIds = (Array.isArray(record.data.necessaryDocuments) ? (record.data.necessaryDocuments as { documentId?: unknown }[]) : []).flatMap((d) =>
        idsOf(d.documentId),
      );
      return ownedKindRow(
        ownedCells,
        [],
        [
          typeof record.data.cost === 'string' ? record.data.cost : '',
          (graph.channels.get(record.id) ?? []).map((c) => c.name).join(LIST_SEPARATOR),
          documentIds.flatMap((id) => graph.documents.get(id)?.name ?? []).join(LIST_SEPARATOR),
          idsOf(record.data.legislationIds)
            .flatMap((id) => {
              const legislation = graph.legislations.get(id);
              return legislation ? [`${legislation.type} ${legislation.number}`] : [];
            })
            .join(LIST_SEPARATOR),
        ],
      );
    }
    case 'pointOfCare': {
      const hours = record.data.openingHours as OpeningHours | undefined;
      return ownedKindRow(ownedCells, [reference('channelTypeId')], [describeWeeklyHours(Array.isArray(hours?.weekly) ? hours.weekly : [], 'pt').join('; ')]);
    }
    case 'document':
      return ownedKindRow(ownedCells, [reference('documentTypeId')], [richTextToPlainText(typeof record.data.description === 'string' ? record.data.description : '')]);
  }
}

export function openDataCsv(graph: OpenGraph, iris: OpenDataIris, language: Language): Buffer {
  return csvTable(
    OPEN_DATA_CSV_COLUMNS[graph.kind],
    graph.records.map((record) => cells(record, graph, iris)),
    language,
  );
}
