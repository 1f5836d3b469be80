/**
 * Rich-text templates (SPEC §3 "rich-text template item"): a name and, per language, a question, a
 * default answer and an answer. The Portuguese question is required (the §5 object-parameter
 * message); -491 name taken; -490 unknown template.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { RICH_TEXT_TEMPLATE_LABEL, type RichTextTemplate, type RichTextTemplateInput, type RichTextTemplateText } from '@/shared/settings';
import type { Database, RichTextTemplateTable } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { lowerLabel, validationDetail } from '../details';
import { requiredText } from '../fieldRules';
import { sameChecks, storedResource, valueTaken } from '../storedResource';

type Db = Kysely<Database>;
type TemplateRow = Selectable<RichTextTemplateTable>;

const EMPTY_TEXT: RichTextTemplateText = { question: '', defaultAnswer: '', answer: '' };

function toTemplate(row: TemplateRow): RichTextTemplate {
  return { templateId: row.id, name: row.name, active: row.active, texts: { pt: { ...EMPTY_TEXT, ...row.texts.pt }, en: { ...EMPTY_TEXT, ...row.texts.en } } };
}

/** Rich text without markup and spaces: '<p> </p>' is as empty as ''. */
function isBlankRichText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

async function checkedValues(db: Db, input: RichTextTemplateInput, exceptId: number | null) {
  const name = requiredText('name', input.name);
  if (isBlankRichText(input.texts.pt.question)) {
    throw new AppError(ErrorCode.InvalidRequest, { detail: validationDetail('portugueseValueRequired', lowerLabel(RICH_TEXT_TEMPLATE_LABEL)) });
  }
  if (await valueTaken(db, 'rich_text_template', 'name', name, exceptId)) throw new AppError(ErrorCode.ParameterAlreadyExists);
  return { name, active: input.active, texts: { pt: input.texts.pt, en: input.texts.en } };
}

export async function listTemplates(db: Db, onlyActive: boolean): Promise<RichTextTemplate[]> {
  const rows = await db
    .selectFrom('rich_text_template')
    .selectAll()
    .$if(onlyActive, (q) => q.where('active', '=', true))
    .orderBy(sql`unaccent_immutable(lower(name))`)
    .execute();
  return rows.map(toTemplate);
}

export const templates = storedResource({
  table: 'rich_text_template',
  toItem: toTemplate,
  list: (db) => listTemplates(db, false),
  ...sameChecks(checkedValues),
});
