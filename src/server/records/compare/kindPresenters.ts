/**
 * Each kind's declaration for the comparison (ServerKindDefinition.comparePresenters): the fields the
 * default wording would show as bare ids or objects, worded as the kind's detail page words them.
 * Kept here, next to the presenters, so that a kind's file gains one line.
 */
import { GROUP_KIND_LABELS, LOCATION_TYPE_LABELS } from '@/shared/enumLabels';
import type { FieldPresenter } from './presented';
import {
  address,
  contacts,
  division,
  divisions,
  enumLabel,
  hidden,
  legislations,
  openingHours,
  processingTime,
  recordRef,
  recordRefs,
  referenceItem,
  referenceItems,
} from './fieldPresenters';

type Presenters = Readonly<Record<string, FieldPresenter>>;

const owner = recordRef('entity');

export const ENTITY_COMPARE: Presenters = {
  organizationTypeId: referenceItem('organizationType'),
  groupKind: enumLabel(GROUP_KIND_LABELS),
  relatedEntities: recordRefs('entity', 'organizationId', 'organizationVersion', async (item, ctx) => {
    const relation = await referenceItem('relatedEntityType')(item.relationTypeId, item, ctx);
    return relation.type === 'value' ? relation.text : '';
  }),
  contacts,
  address,
  territorialScope: divisions,
};

export const SERVICE_COMPARE: Presenters = {
  organizationId: owner,
  serviceAreaId: referenceItem('serviceArea'),
  serviceCategoryId: referenceItem('serviceCategory'),
  serviceSubCategoryId: referenceItem('serviceSubCategory'),
  lifeEventId: referenceItem('lifeEvent'),
  businessEventId: referenceItem('businessEvent'),
  processingTime,
  recipientTypeIds: referenceItems('recipientType'),
  legislationIds: legislations,
  necessaryDocuments: recordRefs('document', 'documentId', 'documentVersion'),
};

export const POINT_OF_CARE_COMPARE: Presenters = {
  channelTypeId: referenceItem('channelType'),
  organizationId: owner,
  locationId: recordRef('location', 'locationVersion'),
  locationVersion: hidden,
  openingHours,
  contacts,
  services: recordRefs('service', 'serviceId', 'serviceVersion'),
};

export const DOCUMENT_COMPARE: Presenters = {
  organizationId: owner,
  documentTypeId: referenceItem('documentType'),
};

export const LOCATION_COMPARE: Presenters = {
  organizationId: owner,
  locationType: enumLabel(LOCATION_TYPE_LABELS),
  islandId: division,
  countyId: division,
  parishId: division,
};
