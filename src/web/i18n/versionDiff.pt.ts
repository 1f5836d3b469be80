/**
 * Portuguese texts of the side-by-side comparison of two versions (features/versionDiff), loaded with
 * the pages' texts. The fields' names are the kinds' labels; the refusals come from the error catalogue.
 */
export const versionDiffPt = {
  'versionDiff.pickerTitle': 'Comparar duas versões',
  'versionDiff.pickFrom': 'Comparar a versão',
  'versionDiff.pickTo': 'com a versão',
  'versionDiff.option': 'Versão {0} — {1}',
  'versionDiff.sameVersion': 'Escolha duas versões diferentes.',
  'versionDiff.onlyOne': 'O registo só tem uma versão: não há nada para comparar.',
  'versionDiff.compare': 'Comparar versões',
  'versionDiff.fromPublished': 'Ver o que mudou desde a versão publicada',
  'versionDiff.title': 'Versões {0} e {1} lado a lado',
  'versionDiff.column': 'Versão {0}',
  'versionDiff.columnMeta': '{0} · {1} · {2}',
  'versionDiff.field': 'Campo',
  'versionDiff.tableCaption': 'Campos alterados entre a versão {0} e a versão {1}',
  'versionDiff.unchangedCaption': 'Campos sem alterações',
  'versionDiff.status.changed': 'Alterado',
  'versionDiff.status.added': 'Adicionado',
  'versionDiff.status.removed': 'Removido',
  'versionDiff.status.same': 'Sem alterações',
  'versionDiff.summary': '{0} campo(s) alterado(s)',
  'versionDiff.noChanges': 'As duas versões têm os mesmos dados.',
  'versionDiff.showUnchanged': 'Mostrar {0} campo(s) sem alterações',
  'versionDiff.hideUnchanged': 'Ocultar {0} campo(s) sem alterações',
  'versionDiff.formatOnly': 'Só mudou a formatação.',
  'versionDiff.inserted': 'Inserido:',
  'versionDiff.deleted': 'Apagado:',
  'versionDiff.endChange': 'fim da alteração',
  'versionDiff.loading': 'A comparar as versões…',
  'versionDiff.comment': 'Comentário: {0}',
} as const;
