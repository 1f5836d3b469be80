/** The import's own issue texts (both languages); the rules' texts come from the catalogue and the §5 messages. */
import type { CatalogueEntry } from '@/shared/errors';

type Words = (value: string) => CatalogueEntry;

const pt = (n: number): string => n.toLocaleString('pt-PT').replace(/\s/g, ' ');
const en = (n: number): string => n.toLocaleString('en-GB');

export const IMPORT_MESSAGES = {
  formula: { pt: 'A célula contém uma fórmula: escreva o valor', en: 'The cell holds a formula: write the value' } as CatalogueEntry,
  unknownValue: ((value) => ({ pt: `Valor desconhecido: «${value}»`, en: `Unknown value: “${value}”` })) as Words,
  ambiguousCode: ((value) => ({ pt: `Há mais de um registo com o código «${value}»`, en: `More than one record has the code “${value}”` })) as Words,
  notYesNo: ((value) => ({ pt: `Escreva Sim ou Não, não «${value}»`, en: `Write Sim or Não (yes or no), not “${value}”` })) as Words,
  notDate: ((value) => ({ pt: `Data inválida (DD/MM/AAAA): «${value}»`, en: `Invalid date (DD/MM/YYYY): “${value}”` })) as Words,
  duplicateInFile: ((row) => ({ pt: `Nome igual ao da linha ${row}`, en: `Same name as row ${row}` })) as Words,
  codeInFile: ((row) => ({ pt: `Código repetido: já usado na linha ${row}`, en: `Repeated code: already used in row ${row}` })) as Words,
  similarName: ((names) => ({ pt: `Possível duplicado: já existe ${names}`, en: `Possible duplicate: there is already ${names}` })) as Words,
  /** A similar record the importer may not read (a draft of another branch): said to exist, never named (issue 28). */
  similarElsewhere: {
    pt: 'Possível duplicado: já existe um registo semelhante noutro ramo',
    en: 'Possible duplicate: there is already a similar record in another branch',
  } as CatalogueEntry,
  missingHeaders: ((names) => ({ pt: `em falta: ${names}`, en: `missing: ${names}` })) as Words,
  unknownHeaders: ((names) => ({ pt: `desconhecidos: ${names}`, en: `unknown: ${names}` })) as Words,
  repeatedHeaders: ((names) => ({ pt: `repetidos: ${names}`, en: `repeated: ${names}` })) as Words,
  writeFailed: { pt: 'A linha não foi gravada', en: 'The row was not written' } as CatalogueEntry,
  importComment: ((file) => ({ pt: `Importado de ${file}`, en: `Imported from ${file}` })) as Words,
  serviceTwiceInFile: ((row) => ({ pt: `Associação repetida: já pedida na linha ${row}`, en: `Repeated association: already asked in row ${row}` })) as Words,
  // Details of the refusals of a parse (issue 28 §5; the bounds are parseBounds.ts's).
  cellAt: (row: number, column: number): CatalogueEntry => ({ pt: `linha ${row}, coluna ${column}`, en: `row ${row}, column ${column}` }),
  inflatedOver: (megabytes: number): CatalogueEntry => ({ pt: `mais de ${megabytes} MB descomprimidos`, en: `more than ${megabytes} MB uncompressed` }),
  textOver: (characters: number): CatalogueEntry => ({ pt: `mais de ${pt(characters)} caracteres de texto`, en: `more than ${en(characters)} characters of text` }),
  readingOver: (seconds: number): CatalogueEntry => ({ pt: `a leitura demora mais de ${seconds} s`, en: `reading takes more than ${seconds} s` }),
  rowsOver: (rows: number): CatalogueEntry => ({ pt: `mais de ${pt(rows)} linhas, contando as vazias`, en: `more than ${en(rows)} rows, counting the empty ones` }),
  columnsOver: (columns: number): CatalogueEntry => ({ pt: `mais de ${columns} colunas`, en: `more than ${columns} columns` }),
} as const;
