/**
 * Portuguese texts of the document pages, of the attachment fields (any kind's form: documents, a
 * service's procedure diagram) and of the copy of a record. Field labels live in
 * src/shared/records/document.ts.
 */
export const documentsPt = {
  'document.list.empty': 'Não existem documentos para mostrar',
  'document.section.identification': 'Identificação',
  'document.section.description': 'Descrição',
  'document.section.attachments': 'Anexos',
  'document.section.validity': 'Validade',
  'document.section.comment': 'Comentário da versão',
  'document.owner.fixed': 'Documento criado na entidade {0}',
  'document.search.organization': 'Entidade',
  'document.search.active': 'Ativo',
  'attachment.add': 'Adicionar ficheiro',
  'attachment.choose': 'Escolher ficheiro',
  'attachment.replace': 'Substituir ficheiro',
  'attachment.download': 'Descarregar {0}',
  'attachment.remove': 'Remover {0}',
  'attachment.actions': 'Ações',
  'attachment.empty': 'Não existem anexos.',
  'attachment.hint': 'Tipos aceites:{0}. Tamanho máximo: {1}.',
  'attachment.full': 'Atingiu o máximo de {0} anexos.',
  'attachment.unavailable': 'Não foi possível descarregar o ficheiro {0}.',
  'record.copy.action': 'Copiar {0}',
  'record.copy.title': 'Copiar {0}',
  'record.copy.intro': 'É criado um novo rascunho com os dados desta versão, na entidade escolhida.',
  'record.copy.organization': 'Entidade de destino',
  'record.copy.confirm': 'Copiar',
  'record.copy.done': 'Cópia criada (rascunho).',
} as const satisfies Record<string, string>;
