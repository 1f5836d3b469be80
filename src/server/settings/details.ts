/**
 * Detail texts the settings answers append to a catalogue text (see http/detailTexts.ts): which
 * rule failed. The §5 messages come from src/shared/validation.ts, never retyped here.
 */
import type { CatalogueEntry } from '@/shared/errors';
import { formatMessage, VALIDATION_MESSAGES, type ValidationMessageKey } from '@/shared/validation';

/** A §5 validation message in both languages, its {0}… filled per language. */
export function validationDetail(key: ValidationMessageKey, ...args: (string | CatalogueEntry)[]): CatalogueEntry {
  const fill = (language: 'pt' | 'en') => args.map((a) => (typeof a === 'string' ? a : a[language]));
  return { pt: formatMessage(VALIDATION_MESSAGES[key].pt, ...fill('pt')), en: formatMessage(VALIDATION_MESSAGES[key].en, ...fill('en')) };
}

/** 'campo: mensagem', so the SPA can tell which field a -2 is about. */
export function fieldDetail(field: string, detail: CatalogueEntry): CatalogueEntry {
  return { pt: `${field}: ${detail.pt}`, en: `${field}: ${detail.en}` };
}

/** A label in lower case, as the §5 'Tem que preencher o {0} em português' message wants it. */
export function lowerLabel(label: CatalogueEntry): CatalogueEntry {
  return { pt: label.pt.toLocaleLowerCase('pt'), en: label.en.toLocaleLowerCase('en') };
}

export const SETTINGS_DETAILS = {
  unknownPermission: { pt: 'permissão desconhecida', en: 'unknown permission' },
  excludedOutsideSubtree: {
    pt: 'os ramos excluídos têm de pertencer à árvore da entidade do perfil',
    en: 'the excluded branches must lie inside the profile organisation’s tree',
  },
  builtInUser: {
    pt: 'os utilizadores do sistema (guest, admin) não podem ser eliminados, bloqueados nem renomeados',
    en: 'the built-in users (guest, admin) cannot be deleted, blocked or renamed',
  },
  guestNotEditable: { pt: 'o utilizador convidado é gerido pelo sistema', en: 'the guest user is managed by the system' },
  ownAccount: { pt: 'não pode bloquear, desativar nem eliminar o próprio utilizador', en: 'you cannot block, deactivate or delete your own user' },
  ownPassword: { pt: 'altere a sua própria palavra-passe em “Alterar palavra-passe”', en: 'change your own password with “Change password”' },
  reservedUsername: { pt: 'nome de utilizador reservado', en: 'reserved username' },
  graUserPassword: { pt: 'um utilizador da autenticação regional não tem palavra-passe local', en: 'a regional sign-in user has no local password' },
  caeCode: {
    pt: 'o código não corresponde a um nível da CAE (secção A–U, divisão 2, grupo 3, classe 4, subclasse 5 dígitos)',
    en: 'the code fits no CAE level (section A–U, division 2, group 3, class 4, subclass 5 digits)',
  },
  caeParent: { pt: 'o nível superior da CAE não existe', en: 'the parent CAE level does not exist' },
  caeHasChildren: { pt: 'a atividade tem níveis inferiores', en: 'the activity has lower levels' },
  inUseByRecords: { pt: 'está associado a registos', en: 'records use it' },
  parameterValue: { pt: 'o valor não corresponde ao tipo do parâmetro', en: 'the value does not match the parameter type' },
  systemParameter: {
    pt: 'parâmetro usado pelo sistema: a chave e o tipo não mudam e não pode ser eliminado',
    en: 'a parameter the system reads: its key and type stay and it cannot be deleted',
  },
  parameterKey: { pt: 'a chave deve ter palavras separadas por pontos (ex.: organic.minimumDate)', en: 'the key must be dot-separated words (e.g. organic.minimumDate)' },
  invalidDate: { pt: 'data inválida (aaaa-mm-dd)', en: 'invalid date (yyyy-mm-dd)' },
  invalidUrl: { pt: 'endereço inválido (http ou https)', en: 'invalid address (http or https)' },
  reorderSet: { pt: 'a nova ordem tem de conter todos os itens da lista, uma vez cada', en: 'the new order must hold every item of the list once' },
  duplicateIds: { pt: 'identificadores repetidos', en: 'repeated identifiers' },
  notPublished: { pt: 'a entidade não tem versão publicada', en: 'the entity has no published version' },
  resetNeedsDelete: { pt: 'repor “não aplicável” exige a permissão de eliminar', en: 'resetting to “not applicable” needs the delete permission' },
} as const satisfies Record<string, CatalogueEntry>;

/** A detail followed by the offending values: 'permissão desconhecida: 5, 7'. */
export function withValues(detail: CatalogueEntry, values: readonly (string | number)[]): CatalogueEntry {
  const list = values.join(', ');
  return { pt: `${detail.pt}: ${list}`, en: `${detail.en}: ${list}` };
}

/** -2's detail for an empty required field. */
export function requiredField(field: string): CatalogueEntry {
  return fieldDetail(field, VALIDATION_MESSAGES.required);
}
