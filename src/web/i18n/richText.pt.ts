/**
 * Portuguese texts of the rich-text field and its template modal (src/web/components/RichText).
 * Kept apart from components.pt.ts on purpose: that file is in the first screens' download, which has
 * no room left (README, "Test"); these load with the page texts (featureTexts.ts), which the field
 * also asks for when its editor loads. The character counter reuses 'field.characters' and the §5
 * message 'Máximo de caracteres ultrapassado' of src/shared/validation.ts.
 */
export const richTextPt = {
  'richText.toolbar': 'Formatação de {0}',
  'richText.textStyle': 'Estilo do texto',
  // Shown in the style menu when the cursor is in a block that is neither a paragraph nor a title (a list, a quote …).
  'richText.changeTo': 'Mudar para…',
  'richText.paragraph': 'Parágrafo',
  'richText.heading': 'Título {0}',
  'richText.bold': 'Negrito',
  'richText.italic': 'Itálico',
  'richText.underline': 'Sublinhado',
  'richText.strike': 'Rasurado',
  'richText.code': 'Código',
  'richText.link': 'Ligação',
  'richText.bulletList': 'Lista com marcas',
  'richText.orderedList': 'Lista numerada',
  'richText.blockquote': 'Citação',
  'richText.codeBlock': 'Bloco de código',
  'richText.horizontalRule': 'Linha horizontal',
  'richText.clearFormatting': 'Limpar formatação',
  'richText.undo': 'Desfazer',
  'richText.redo': 'Refazer',
  'richText.linkEdit': 'Editar ligação',
  'richText.linkAdd': 'Adicionar ligação',
  'richText.linkRemove': 'Remover',
  'richText.linkText': 'Texto',
  'richText.linkHref': 'Endereço (https://, http:// ou mailto:)',
  'richText.linkSave': 'Guardar',
  'richText.linkCancel': 'Cancelar',
  'richText.templates': 'Modelos de texto',
  'richText.templatesEmpty': 'Não existem modelos de texto.',
  'richText.templatesFailed': 'Não foi possível carregar os modelos de texto.',
  'richText.replaceQuestion': 'O texto atual será substituído pelo modelo escolhido. Deseja continuar?',
  'richText.replace': 'Substituir',
} as const satisfies Record<string, string>;
