import type { Language } from '@/shared/errors';
import { isRichTextBlank, richTextToPlainText } from '@/shared/richText';
import type { RichTextTemplate, RichTextTemplateText } from '@/shared/settings';

/** Any tag: a template written in the rich-text editor. The settings page also stores plain text. */
const HAS_TAG = /<[a-z][^>]*>/i;

const filled = (text: string | undefined): string | undefined => (text && !isRichTextBlank(text) ? text : undefined);

function textsOf(template: RichTextTemplate, language: Language): RichTextTemplateText | undefined {
  return template.texts[language];
}

/**
 * What choosing a template inserts: the answer in the interface language, else its default answer;
 * an English interface falls back to the Portuguese ones (the language every template is written in
 * first). Undefined when the template has nothing to insert.
 */
export function templateAnswer(template: RichTextTemplate, language: Language): string | undefined {
  const languages: Language[] = language === 'pt' ? ['pt'] : [language, 'pt'];
  for (const l of languages) {
    const texts = textsOf(template, l);
    const answer = filled(texts?.answer) ?? filled(texts?.defaultAnswer);
    if (answer) return answer;
  }
  return undefined;
}

/** The question that names a template in the list, as plain text (Portuguese when the language has none); else its name. */
export function templateQuestion(template: RichTextTemplate, language: Language): string {
  const question = filled(textsOf(template, language)?.question) ?? filled(template.texts.pt.question);
  return question ? richTextToPlainText(question).trim() : template.name;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A template's text as the editor's HTML. Plain text (the settings page's text areas) becomes
 * paragraphs, one per blank-line-separated block, its single line breaks kept as <br>; HTML is
 * returned as it is (the editor parses it and keeps only what it knows).
 */
export function templateHtml(text: string): string {
  if (HAS_TAG.test(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeText(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
