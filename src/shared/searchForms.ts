/**
 * The search forms of SPEC §3.1 with their defaults. Each starts at page 1, is kept while navigating
 * and is reset by any menu click. The SPA's searchForms slice and the server's list endpoints use them.
 */
import { DEFAULT_SORT, LIMITS } from './limits';
import { RecordState } from './recordState';

export interface EntitySearchForm {
  pageNumber: number;
  sortBy: string;
  organizationTypeIds: number[];
  abreviation: string;
  parentOrganization: string;
  recordStateTypeIds: number[];
  name: string;
  code: string;
  active: boolean | null;
}

export interface ServiceSearchForm {
  pageNumber: number;
  sortBy: string;
  code: string;
  serviceTypeIds: number[];
  serviceCategoryIds: number[];
  serviceSubCategoryIds: number[];
  businessEventIds: number[];
  lifeEventIds: number[];
  abreviation: string;
  name: string;
  organization: string;
  recordStateIds: number[];
  active: boolean | null;
}

export interface PointOfCareSearchForm {
  pageNumber: number;
  sortBy: string;
  code: string;
  channelTypeIds: number[];
  abreviation: string;
  name: string;
  organization: string;
  organizationHost: string;
  recordStateIds: number[];
  active: boolean | null;
}

export interface LocationSearchForm {
  pageIndex: number;
  sortBy: string;
  code: string;
  locationTypeId: number | null;
  abreviation: string;
  location: string;
  recordStateIds: number[];
  address: string;
  islandId: number | null;
  countyId: number | null;
  parishId: number | null;
  zipCode: string;
  active: boolean | null;
}

export interface DocumentSearchForm {
  pageNumber: number;
  sortBy: string;
  code: string;
  documentTypeIds: number[];
  abreviation: string;
  name: string;
  recordStateIds: number[];
  active: boolean | null;
  organization: string;
}

/** The generic table filter (SPEC §3.1): used by the smaller tables (history, pickers, settings lists). */
export interface TableFilter {
  query: string;
  sortBy: string;
  index: number;
  abbreviation: string;
  name: string;
  pageNumber: number;
  pageSize: number;
  organizationParents: number[];
}

export interface SearchForms {
  entity: EntitySearchForm;
  service: ServiceSearchForm;
  pointOfCare: PointOfCareSearchForm;
  location: LocationSearchForm;
  document: DocumentSearchForm;
}
export type SearchFormName = keyof SearchForms;

const published = [RecordState.Published];

export const INITIAL_SEARCH_FORMS: Readonly<SearchForms> = {
  entity: {
    pageNumber: LIMITS.firstPage,
    sortBy: DEFAULT_SORT.list,
    organizationTypeIds: [],
    abreviation: '',
    parentOrganization: '',
    recordStateTypeIds: published,
    name: '',
    code: '',
    active: null,
  },
  service: {
    pageNumber: LIMITS.firstPage,
    sortBy: DEFAULT_SORT.list,
    code: '',
    serviceTypeIds: [],
    serviceCategoryIds: [],
    serviceSubCategoryIds: [],
    businessEventIds: [],
    lifeEventIds: [],
    abreviation: '',
    name: '',
    organization: '',
    recordStateIds: published,
    active: null,
  },
  pointOfCare: {
    pageNumber: LIMITS.firstPage,
    sortBy: DEFAULT_SORT.list,
    code: '',
    channelTypeIds: [],
    abreviation: '',
    name: '',
    organization: '',
    organizationHost: '',
    recordStateIds: [],
    active: null,
  },
  location: {
    pageIndex: LIMITS.firstPage,
    sortBy: DEFAULT_SORT.location,
    code: '',
    locationTypeId: null,
    abreviation: '',
    location: '',
    recordStateIds: [],
    address: '',
    islandId: null,
    countyId: null,
    parishId: null,
    zipCode: '',
    active: null,
  },
  document: {
    pageNumber: LIMITS.firstPage,
    sortBy: DEFAULT_SORT.list,
    code: '',
    documentTypeIds: [],
    abreviation: '',
    name: '',
    recordStateIds: [],
    active: null,
    organization: '',
  },
};

export const INITIAL_TABLE_FILTER: Readonly<TableFilter> = {
  query: '',
  sortBy: DEFAULT_SORT.genericTable,
  index: 0,
  abbreviation: '',
  name: '',
  pageNumber: LIMITS.firstPage,
  pageSize: LIMITS.defaultPageSize,
  organizationParents: [],
};
