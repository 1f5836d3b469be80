/**
 * The error catalogue of SPEC §8. Every failure the API answers carries one of these codes; the SPA
 * shows the text of the current language. Codes the spec lists without a text got the text a
 * regional administration would expect; codes the spec leaves unnamed inside a range are ours and are
 * marked "(ours)" — docs/decisions.md lists them.
 */

import { ERR_NETWORK, ERR_NETWORK_TEXT, type CatalogueEntry, type ErrorCodeNumber, type Language } from './errorCodes';

export * from './errorCodes';

export const ERROR_CATALOGUE: Readonly<Record<ErrorCodeNumber, CatalogueEntry>> = {
  0: { pt: 'OK', en: 'OK' },
  [-1]: { pt: 'Ocorreu um erro inesperado. Tente novamente ou contacte o suporte.', en: 'An unexpected error occurred. Try again or contact support.' },
  [-2]: { pt: 'Pedido inválido.', en: 'Invalid request.' },
  [-3]: { pt: 'Tentativa de pedido inválida.', en: 'Invalid request attempt.' },
  [-4]: { pt: 'Não autorizado.', en: 'Unauthorized.' },
  [-5]: { pt: 'Demasiadas tentativas. Aguarde um pouco e tente novamente.', en: 'Too many attempts. Wait a moment and try again.' },
  [-10]: { pt: 'A data de início é obrigatória.', en: 'The start date is required.' },
  [-11]: { pt: 'A data de fim tem de ser posterior à data de início.', en: 'The end date must be after the start date.' },
  [-12]: { pt: 'A data de início não pode ser anterior à data de início da entidade-mãe.', en: 'The start date cannot be before the parent entity’s start date.' },
  [-13]: { pt: 'O registo-pai tem de estar publicado.', en: 'The parent record must be published.' },
  [-14]: {
    pt: 'O registo foi alterado por outro utilizador desde que o abriu. Recarregue-o antes de guardar.',
    en: 'The record was changed by another user since you opened it. Reload it before saving.',
  },
  [-30]: { pt: 'Utilizador ou palavra-passe inválidos.', en: 'Invalid user or password.' },
  [-31]: { pt: 'Não foi possível terminar a sessão.', en: 'Could not close the session.' },
  [-32]: { pt: 'Não foi possível validar o token de verificação (captcha).', en: 'Could not validate the captcha token.' },
  [-33]: { pt: 'A sessão é inválida. Inicie sessão novamente.', en: 'The session is invalid. Sign in again.' },
  [-34]: {
    pt: 'A autenticação GRA não está disponível de momento. Tente mais tarde ou entre com utilizador e palavra-passe.',
    en: 'GRA authentication is not available at the moment. Try later or sign in with username and password.',
  },
  [-41]: { pt: 'O utilizador não está ativo.', en: 'The user is not active.' },
  [-42]: { pt: 'O utilizador não existe.', en: 'The user does not exist.' },
  [-43]: { pt: 'O utilizador já existe.', en: 'The user already exists.' },
  [-45]: { pt: 'O utilizador está bloqueado.', en: 'The user is blocked.' },
  [-46]: { pt: 'O utilizador foi eliminado.', en: 'The user was deleted.' },
  [-47]: { pt: 'Palavra-passe inválida.', en: 'Invalid password.' },
  [-49]: {
    pt: 'Não foi possível concluir a autenticação GRA: o pedido expirou ou é inválido. Tente novamente.',
    en: 'The GRA authentication could not be completed: the request expired or is invalid. Try again.',
  },
  [-60]: { pt: 'O perfil não foi encontrado.', en: 'Profile not found.' },
  [-61]: { pt: 'O perfil já existe.', en: 'The profile already exists.' },
  [-63]: { pt: 'O perfil está em uso.', en: 'The profile is in use.' },
  [-100]: { pt: 'A entidade não foi encontrada.', en: 'Entity not found.' },
  [-101]: { pt: 'O estado da entidade não permite esta operação.', en: 'The entity’s state does not allow this operation.' },
  [-102]: { pt: 'A entidade é inválida.', en: 'The entity is invalid.' },
  [-103]: { pt: 'Não é possível editar esta versão. Edite o rascunho existente.', en: 'This version cannot be edited. Edit the existing draft.' },
  [-106]: { pt: 'Existem possíveis entidades duplicadas.', en: 'Possible duplicate entities exist.' },
  [-107]: { pt: 'Não é possível extinguir: existem subentidades ativas.', en: 'Cannot extinguish: active sub-entities exist.' },
  [-108]: { pt: 'Não é possível extinguir: existem serviços ativos.', en: 'Cannot extinguish: active services exist.' },
  [-109]: { pt: 'Não é possível extinguir: existem pontos de atendimento ativos.', en: 'Cannot extinguish: active points of care exist.' },
  [-110]: { pt: 'O tipo de entidade não foi encontrado.', en: 'Entity type not found.' },
  [-111]: {
    pt: 'O tipo de entidade não pode ser alterado: existem serviços associados a entidades deste tipo.',
    en: 'The entity type cannot change: services are tied to entities of this type.',
  },
  [-200]: { pt: 'O património não foi encontrado.', en: 'Heritage record not found.' },
  [-201]: { pt: 'O estado do património não permite esta operação.', en: 'The heritage record’s state does not allow this operation.' },
  [-202]: { pt: 'O património é inválido.', en: 'The heritage record is invalid.' },
  [-203]: { pt: 'Não é possível editar esta versão do património. Edite o rascunho existente.', en: 'This heritage version cannot be edited. Edit the existing draft.' },
  [-205]: { pt: 'Existem possíveis patrimónios duplicados.', en: 'Possible duplicate heritage records exist.' },
  [-220]: { pt: 'O ponto de atendimento não foi encontrado.', en: 'Point of care not found.' },
  [-221]: { pt: 'O estado do ponto de atendimento não permite esta operação.', en: 'The point of care’s state does not allow this operation.' },
  [-222]: { pt: 'O ponto de atendimento é inválido.', en: 'The point of care is invalid.' },
  [-223]: {
    pt: 'Não é possível editar esta versão do ponto de atendimento. Edite o rascunho existente.',
    en: 'This point of care version cannot be edited. Edit the existing draft.',
  },
  [-225]: { pt: 'O serviço já é prestado pelo ponto de atendimento.', en: 'The service is already provided by the point of care.' },
  [-250]: { pt: 'O documento não foi encontrado.', en: 'Document not found.' },
  [-251]: { pt: 'O estado do documento não permite esta operação.', en: 'The document’s state does not allow this operation.' },
  [-252]: { pt: 'O documento é inválido.', en: 'The document is invalid.' },
  [-253]: { pt: 'Não é permitido copiar o documento.', en: 'Copying the document is not allowed.' },
  [-254]: { pt: 'Não é possível editar esta versão do documento. Edite o rascunho existente.', en: 'This document version cannot be edited. Edit the existing draft.' },
  [-255]: { pt: 'Existem possíveis documentos duplicados.', en: 'Possible duplicate documents exist.' },
  [-256]: { pt: 'O tipo de documento não foi encontrado.', en: 'Document type not found.' },
  [-259]: { pt: 'O anexo indicado não pertence a este documento.', en: 'The attachment given does not belong to this document.' },
  [-260]: {
    pt: 'O anexo foi recusado: o ficheiro não é de um tipo permitido, não corresponde ao tipo ou tamanho declarado, ou excede o tamanho máximo.',
    en: 'The attachment was refused: the file is not of an allowed type, does not match its declared type or size, or exceeds the maximum size.',
  },
  [-300]: { pt: 'O serviço não foi encontrado.', en: 'Service not found.' },
  [-301]: { pt: 'O estado do serviço não permite esta operação.', en: 'The service’s state does not allow this operation.' },
  [-302]: { pt: 'O serviço é inválido.', en: 'The service is invalid.' },
  [-303]: { pt: 'Não é possível editar esta versão do serviço. Edite o rascunho existente.', en: 'This service version cannot be edited. Edit the existing draft.' },
  [-305]: { pt: 'O serviço já é prestado pelo ponto de atendimento.', en: 'The service is already provided by the point of care.' },
  [-380]: { pt: 'A notificação não foi encontrada.', en: 'Notification not found.' },
  [-420]: { pt: 'A data de extinção é inválida.', en: 'The extinction date is invalid.' },
  [-490]: { pt: 'O parâmetro não foi encontrado.', en: 'Parameter not found.' },
  [-491]: { pt: 'O parâmetro já existe.', en: 'The parameter already exists.' },
  [-492]: { pt: 'O parâmetro está em uso e não pode ser eliminado.', en: 'The parameter is in use and cannot be deleted.' },
  [-500]: { pt: 'Não tem permissão para realizar esta operação.', en: 'You do not have permission for this operation.' },
  [-600]: { pt: 'A importação não foi encontrada.', en: 'Import not found.' },
  [-601]: { pt: 'O ficheiro excede o tamanho máximo de 10 MB.', en: 'The file exceeds the maximum size of 10 MB.' },
  [-602]: { pt: 'Tipo de ficheiro não suportado: envie um ficheiro xlsx ou csv.', en: 'File type not supported: send an xlsx or csv file.' },
  [-603]: { pt: 'O ficheiro não tem linhas para importar.', en: 'The file has no rows to import.' },
  [-604]: { pt: 'Os cabeçalhos do ficheiro não correspondem ao modelo deste tipo de importação.', en: 'The file’s headers do not match the template of this import type.' },
  [-605]: { pt: 'O ficheiro excede o número máximo de 20 000 linhas.', en: 'The file exceeds the maximum of 20,000 rows.' },
  [-606]: { pt: 'O estado da importação não permite esta operação.', en: 'The import’s state does not allow this operation.' },
  [-607]: {
    pt: 'O ficheiro tem linhas com erros: corrija-as ou importe só as linhas válidas.',
    en: 'The file has rows with errors: correct them or import only the valid rows.',
  },
  [-608]: { pt: 'Não foi possível ler o ficheiro: está danificado ou não é do tipo indicado.', en: 'The file could not be read: it is damaged or not of the stated type.' },
  [-609]: { pt: 'Uma célula do ficheiro excede o máximo de 32 767 caracteres.', en: 'A cell of the file exceeds the maximum of 32,767 characters.' },
  [-610]: {
    pt: 'O conteúdo do ficheiro é demasiado grande para uma importação: divida-o em ficheiros mais pequenos.',
    en: 'The file’s content is too large for one import: split it into smaller files.',
  },
  [-611]: { pt: 'O servidor está a ler outros ficheiros: tente de novo dentro de momentos.', en: 'The server is reading other files: try again in a moment.' },
  [-700]: { pt: 'A data e hora de publicação são inválidas.', en: 'The publication date and time are invalid.' },
  [-701]: {
    pt: 'A data e hora de publicação têm de ser pelo menos um minuto depois de agora.',
    en: 'The publication date and time must be at least one minute from now.',
  },
  [-702]: { pt: 'A publicação só pode ser agendada até um ano a partir de agora.', en: 'A publication can only be scheduled up to one year from now.' },
  [-703]: { pt: 'Esta versão não tem publicação agendada.', en: 'This version has no scheduled publication.' },
  [-704]: {
    pt: 'A versão foi alterada ou mudou de estado depois de a publicação ter sido agendada.',
    en: 'The version was changed or changed state after its publication was scheduled.',
  },
  [-705]: { pt: 'Quem agendou a publicação já não está ativo.', en: 'Whoever scheduled the publication is no longer active.' },
  [-710]: { pt: 'Escolha duas versões diferentes para comparar.', en: 'Choose two different versions to compare.' },
  [-720]: { pt: 'Este tipo de objeto não existe ou não está disponível nos dados abertos.', en: 'This object kind does not exist or is not available in the open data.' },
  [-721]: { pt: 'O registo não existe ou não está publicado.', en: 'The record does not exist or is not published.' },
  [-722]: { pt: 'A chave de integração é inválida ou foi revogada.', en: 'The integration key is invalid or was revoked.' },
  [-723]: {
    pt: 'Excedeu o limite de pedidos aos dados abertos. Aguarde um minuto ou use uma chave de integração.',
    en: 'Too many requests to the open data. Wait a minute or use an integration key.',
  },
  [-724]: { pt: 'Página inválida.', en: 'Invalid page.' },
  [-725]: { pt: 'A chave de integração não existe ou já foi revogada.', en: 'The integration key does not exist or was already revoked.' },
  [-726]: { pt: 'Já existe uma chave de integração ativa com este nome.', en: 'An active integration key with this name already exists.' },
  [-727]: { pt: 'Foi atingido o número máximo de chaves de integração ativas.', en: 'The maximum number of active integration keys was reached.' },
  [-730]: { pt: 'Já está em curso uma verificação de ligações: aguarde que termine.', en: 'A link check is already running: wait for it to finish.' },
  [-740]: { pt: 'A ação em massa não foi encontrada.', en: 'Bulk action not found.' },
  [-741]: {
    pt: 'A seleção tem mais de 10 000 registos: restrinja a pesquisa ou selecione menos registos.',
    en: 'The selection has more than 10,000 records: narrow the search or select fewer records.',
  },
  [-750]: {
    pt: 'Já não é possível anular: o prazo terminou ou a ação já foi anulada.',
    en: 'It can no longer be undone: the time is up or the action was already undone.',
  },
  [-751]: { pt: 'Já não é possível anular: o registo mudou entretanto.', en: 'It can no longer be undone: the record has changed since.' },
  [-760]: { pt: 'Já tem uma pesquisa guardada com este nome nesta lista.', en: 'You already have a saved search with this name in this list.' },
  [-761]: { pt: 'A pesquisa guardada não foi encontrada.', en: 'Saved search not found.' },
  [-762]: {
    pt: 'Atingiu o número máximo de 100 pesquisas guardadas: elimine alguma antes de guardar outra.',
    en: 'You reached the maximum of 100 saved searches: delete one before saving another.',
  },
  [-790]: {
    pt: 'O resultado tem mais de 20 000 ações: restrinja os filtros para exportar.',
    en: 'The result has more than 20,000 actions: narrow the filters to export.',
  },
  [-800]: {
    pt: 'O servidor está a reiniciar ou indisponível de momento. Tente novamente dentro de momentos.',
    en: 'The server is restarting or unavailable at the moment. Try again in a moment.',
  },
  [-801]: {
    pt: 'A base de dados não respondeu. O pedido pode não ter sido concluído: confirme o resultado antes de o repetir.',
    en: 'The database did not answer. The request may not have been completed: check the result before repeating it.',
  },
};

export function isCatalogued(code: number): code is ErrorCodeNumber {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code);
}

/** The text of a code in a language; an unknown code shows 'Erro genérico[code]' (SPEC §8). */
export function errorText(code: number | string, language: Language = 'pt'): string {
  if (code === ERR_NETWORK) return ERR_NETWORK_TEXT[language];
  const n = typeof code === 'number' ? code : Number(code);
  if (Number.isInteger(n) && isCatalogued(n)) return ERROR_CATALOGUE[n][language];
  return language === 'pt' ? `Erro genérico[${code}]` : `Generic error[${code}]`;
}
