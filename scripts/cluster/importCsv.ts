/** An entity import file of the cluster's catalogue: the template's required columns and the parent's code, one row per code. */
import { ImportType } from '@/shared/enums';
import { IMPORT_COLUMNS } from '@/shared/importColumns';
import { ROOT_CODE } from './cluster';

const HEADERS = [...IMPORT_COLUMNS[ImportType.Entity].filter((c) => c.required).map((c) => c.header), 'Código da entidade-mãe'];

function rowOf(code: string): Record<string, string> {
  return {
    Código: code,
    Sigla: code.slice(0, 10),
    Nome: `Importada ${code}`,
    'Data de início': '2024-01-01',
    'Tipo de entidade': 'Direção Regional',
    'Código da entidade-mãe': ROOT_CODE,
  };
}

export function entityImportCsv(codes: readonly string[]): string {
  return [HEADERS.join(','), ...codes.map((code) => HEADERS.map((h) => rowOf(code)[h] ?? '').join(','))].join('\n');
}
