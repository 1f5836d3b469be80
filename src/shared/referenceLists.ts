/**
 * The multi-language reference lists records point at: the object parameters of SPEC §2.9 and the
 * entity types. One category per list; items carry a Portuguese (required) and an English label.
 */
export const REFERENCE_CATEGORIES = {
  organizationType: { pt: 'Tipo de entidade', en: 'Entity type' },
  serviceEntityType: { pt: 'Tipos de entidade para serviços', en: 'Entity types for services' },
  relatedEntityType: { pt: 'Tipo de entidade relacionada', en: 'Related entity type' },
  channelType: { pt: 'Tipo de canal', en: 'Channel type' },
  recipientType: { pt: 'Tipo de destinatário', en: 'Recipient type' },
  serviceArea: { pt: 'Área de serviço (área de negócio)', en: 'Service area (business area)' },
  serviceCategory: { pt: 'Categoria de serviço', en: 'Service category' },
  businessEvent: { pt: 'Evento de negócio', en: 'Business event' },
  resultType: { pt: 'Tipo de resultado', en: 'Result type' },
  descriptionQuestion: { pt: 'Checklist de questões da descrição', en: 'Description question checklist' },
  organicIcon: { pt: 'Ícones da orgânica', en: 'Organic icons' },
  serviceGrouping: { pt: 'Agrupamento de serviços', en: 'Service grouping' },
  classificationPlan: { pt: 'Plano de classificação', en: 'Classification plan' },
} as const;
export type ReferenceCategory = keyof typeof REFERENCE_CATEGORIES;
export const REFERENCE_CATEGORY_NAMES = Object.keys(REFERENCE_CATEGORIES) as ReferenceCategory[];

export interface ReferenceItem {
  id: number;
  category: ReferenceCategory;
  labelPt: string;
  labelEn: string;
  active: boolean;
  sortOrder: number;
}
