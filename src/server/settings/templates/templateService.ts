/**
 * Rich-text templates (SPEC §3 "rich-text template item"): a name and, per language, a question, a
 * default answer and an answer. The Portuguese question is required (the §5 object-parameter
 * message); -491 name taken; -490 unknown template.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { RICH_TEXT_TEMPLATE_LABEL, type RichTextTemplate, type RichTextTemplateInput, type RichTextTemplateText } from '@/shared/settingsContract';
import type { Database, RichTextTemplateTable } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { uniqueAs } from '../dbErrors';
import { lowerLabel, validationDetail } from '../details';
import { requiredText } from '../fieldRules';

type Db = Kysely<Database>;
type TemplateRow = Selectable<RichTextTemplateTable>;

const EMPTY_TEXT: RichTextTemplateText = { question: '', defaultAnswer: '', answer: '' };

function toTemplate(row: TemplateRow): RichTextTemplate {
  return { templateId: row.id, name: row.name, active: row.active, texts: { pt: { ...EMPTY_TEXT, ...row.texts.pt }, en: { ...EMPTY_TEXT, ...row.texts.en } } };
}

/** Rich text without markup and spaces: '<p> </p>' is as empty as ''. */
function isBlankRichText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

async function checkedValues(db: Db, input: RichTextTemplateInput, exceptId: number | null) {
  const name = requiredText('name', input.name);
  if (isBlankRichText(input.texts.pt.question)) {
    throw new AppError(ErrorCode.InvalidRequest, { detail: validationDetail('portugueseValueRequired', lowerLabel(RICH_TEXT_TEMPLATE_LABEL)) });
  }
  const taken = await db
    .selectFrom('rich_text_template')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
  if (taken) throw new AppError(ErrorCode.ParameterAlreadyExists);
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

export async function getTemplate(db: Db, id: number): Promise<RichTextTemplate> {
  const row = await db.selectFrom('rich_text_template').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.ParameterNotFound);
  return toTemplate(row);
}

export async function createTemplate(db: Db, input: RichTextTemplateInput): Promise<RichTextTemplate> {
  const values = await checkedValues(db, input, null);
  return toTemplate(await uniqueAs(ErrorCode.ParameterAlreadyExists, () => db.insertInto('rich_text_template').values(values).returningAll().executeTakeFirstOrThrow()));
}

export async function editTemplate(db: Db, id: number, input: RichTextTemplateInput): Promise<RichTextTemplate> {
  await getTemplate(db, id);
  const values = await checkedValues(db, input, id);
  return toTemplate(await uniqueAs(ErrorCode.ParameterAlreadyExists, () => db.updateTable('rich_text_template').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()));
}

export async function removeTemplate(db: Db, id: number): Promise<void> {
  await getTemplate(db, id);
  await db.deleteFrom('rich_text_template').where('id', '=', id).execute();
}
