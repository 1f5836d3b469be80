/**
 * Portuguese texts of the generic building blocks (src/web/components): tables, fields, modals,
 * tabs and the version timeline. Spread into pt.ts; en.ts spreads components.en.ts.
 */
export const componentsPt = {
  'table.loading': 'A carregar registos…',
  'table.footerPaged': '{0} de {1} registos',
  'table.footerTotal': '{0} registos',
  'table.footerPagedMore': '{0} de mais de {1} registos',
  'table.footerTotalMore': 'Mais de {0} registos',
  'table.selectAll': 'Selecionar todos os registos',
  'table.selectRow': 'Selecionar {0}',
  'table.selectedCount': '{0} selecionados',
  'table.sortAsc': 'ordenado por ordem crescente',
  'table.sortDesc': 'ordenado por ordem decrescente',
  'table.sortBy': 'Ordenar por {0}',

  'pagination.label': 'Paginação',
  'pagination.previous': 'Página anterior',
  'pagination.next': 'Página seguinte',
  'pagination.page': 'Página {0}',
  'pagination.pageSize': 'Registos por página',

  'field.required': 'obrigatório',
  'field.characters': 'Caracteres: {0}/{1}',
  'field.datePlaceholder': 'dd/mm/aaaa',
  'field.dateMin': 'A data deve ser igual ou posterior a {0}',
  'field.dateMax': 'A data deve ser igual ou anterior a {0}',
  'field.selectNone': 'Nenhum',
  'field.languagePt': 'Português',
  'field.languageEn': 'Inglês',
  'field.yes': 'Sim',
  'field.no': 'Não',
  'field.all': 'Todos',

  'modal.confirmTitle': 'Confirmação',
  'modal.confirm': 'Confirmar',
  'modal.cancel': 'Cancelar',
  'modal.deleteTitle': 'Eliminar',
  'modal.deleteQuestion': 'Tem a certeza que deseja eliminar?',
  'modal.delete': 'Eliminar',
  'modal.unsavedTitle': 'Alterações por guardar',
  'modal.save': 'Guardar',
  'modal.dontSave': 'Não guardar',

  'timeline.label': 'Histórico de versões',
  'timeline.version': 'Versão {0}',
  'timeline.current': 'versão apresentada',
  'timeline.previous': 'Versões anteriores',
  'timeline.next': 'Versões seguintes',
  'timeline.empty': 'Sem histórico de versões.',

  'progress.label': 'A processar',
} as const satisfies Record<string, string>;
