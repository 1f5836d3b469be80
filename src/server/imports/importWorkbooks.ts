/** PLACEHOLDER: the real template and error-sheet writers are written in another worktree and replace this file at merge. */
import type { Language } from '@/shared/errors';
import type { ImportIssue } from '@/shared/imports';
import type { ImportTable, TemplateColumn } from './importTable';

export async function buildTemplateWorkbook(title: string, columns: readonly TemplateColumn[]): Promise<Buffer> {
  throw new Error(`buildTemplateWorkbook placeholder: ${title} (${columns.length} columns)`);
}

export async function buildErrorSheet(table: ImportTable, issues: readonly ImportIssue[], language: Language): Promise<Buffer> {
  throw new Error(`buildErrorSheet placeholder: ${table.rows.length} rows, ${issues.length} issues, ${language}`);
}
