/**
 * ExcelJS, loaded the first time a spreadsheet is read or written. It is the heaviest module the
 * server uses (~0.3 s to load, more than Fastify and Kysely together) and only imports, exports and
 * templates need it: the server starts without it, and so does each server test file that never
 * touches a spreadsheet.
 */
import type ExcelJSModule from 'exceljs';

let loading: Promise<typeof ExcelJSModule> | null = null;

export function loadExcelJs(): Promise<typeof ExcelJSModule> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
