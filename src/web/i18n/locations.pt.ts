/**
 * Portuguese texts of the heritage (location) pages (features/locations) and of the island → county →
 * parish cascade; field labels live in src/shared/records/location.ts (LOCATION_FIELD_LABELS).
 */
export const locationsPt = {
  'location.list.empty': 'Não existem patrimónios para mostrar',
  'location.section.identification': 'Identificação',
  'location.section.address': 'Morada e localização',
  'location.section.comments': 'Observações',
  'location.section.validity': 'Validade e comentário da versão',
  'location.division.chooseIsland': 'Escolha primeiro a ilha',
  'location.division.chooseCounty': 'Escolha primeiro o concelho',
  'location.search.anyType': 'Todos',
  'location.search.active': 'Ativo',
} as const satisfies Record<string, string>;
