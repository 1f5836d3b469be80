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
} as const;
