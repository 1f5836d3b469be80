/** Portuguese texts of drag ordering (issue 31 §1), loaded with the feature texts (featureTexts.ts), not with the first screen. */
export const dragOrderPt = {
  /** The drag handle's name: {0} the item ('Etapa 2: Análise do pedido'). */
  'dragOrder.handle': 'Arrastar para mudar a ordem: {0}',
  /** What a screen reader says the handle is, in place of dnd-kit's English 'sortable'. */
  'dragOrder.roleDescription': 'item reordenável',
  /** Read with the handle (aria-describedby): how to move an item with the keyboard. */
  'dragOrder.instructions':
    'Para mudar a ordem, prima Espaço ou Enter para pegar no item, use as setas para cima e para baixo para o mover, e prima Espaço ou Enter para o largar, ou Escape para cancelar.',
  // Live-region announcements: {0} the item, {1} its position, {2} how many there are.
  'dragOrder.picked': 'Pegou em {0}, na posição {1} de {2}.',
  'dragOrder.over': '{0} passou para a posição {1} de {2}.',
  'dragOrder.outside': '{0} não está sobre nenhuma posição da lista.',
  'dragOrder.dropped': '{0} largado na posição {1} de {2}.',
  'dragOrder.droppedOutside': '{0} largado fora da lista; a ordem não mudou.',
  'dragOrder.cancelled': 'Movimento cancelado; {0} voltou à posição {1} de {2}.',
  /** The organic order dialog's hint (permission 14): drag, or the buttons. */
  'dragOrder.organicHint': 'Arraste cada subentidade pela pega, ou use os botões Subir e Descer, e guarde.',
} as const;
