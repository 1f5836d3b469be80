/** Portuguese texts of the notifications side panel, loaded with it (featureTexts.ts), not with the first screen. */
export const notificationsPt = {
  'notifications.title': 'Notificações',
  'notifications.empty': 'Não existem notificações.',
  'notifications.markAllRead': 'Marcar todas como lidas',
  'notifications.delete': 'Eliminar notificação',
  'notifications.unread': 'Por ler',
  'notifications.comment': 'Comentário: {0}',
  'notifications.importFinished': 'Importação concluída: {0}',
  'notifications.importFailed': 'Importação falhada: {0}',
  // Who acted on the record (issue 29 §13): {0} is their display name, {1} the kind with its article (notifications.kindF / kindM).
  'notifications.acted.submitForApproval': '{0} submeteu {1} para aprovação',
  'notifications.acted.submitForPublication': '{0} submeteu {1} para publicação',
  'notifications.acted.return': '{0} devolveu {1}',
  'notifications.acted.publish': '{0} publicou {1}',
  'notifications.acted.archive': '{0} arquivou {1}',
  'notifications.acted.extinct': '{0} extinguiu {1}',
  'notifications.kindF': 'a {0}',
  'notifications.kindM': 'o {0}',
} as const;
