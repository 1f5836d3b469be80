/**
 * Why a version was returned (issue 29 §10): the reviewer picks one of the refusal types configured in
 * Settings (SPEC §2.9, only the active ones are offered) and writes the reason beside it; the author
 * reads the last return's type, text, who and when on the record itself.
 */
import type { RecordKindName } from './kinds';

/** An active refusal type, as the return dialog offers it (any signed-in user may read the list). */
export interface RefusalTypeOption {
  id: number;
  code: string;
  designationPt: string;
  designationEn: string;
}

/** The last return of a version: null when it was never returned. */
export interface LastReturn {
  version: number;
  refusalType: RefusalTypeOption | null;
  comment: string;
  username: string;
  /** The reviewer's display name (the username when the user is gone). */
  displayName: string;
  /** ISO instant; screens show it on the Azores clock (regionTime.ts). */
  at: string;
}

/** The extra field of a return request (ActionRequest): one of the active refusal types. */
export interface ReturnRequestFields {
  refusalTypeId?: number;
}

export const RETURN_REASON_PATHS = {
  refusalTypes: '/reference/refusal-types',
  lastReturn: (kind: RecordKindName, id: number, version: number) => `/records/${kind}/${id}/${version}/last-return`,
} as const;

/** The refusal type's name in the interface language (the English one may be blank: Portuguese then). */
export function refusalTypeLabel(type: Pick<RefusalTypeOption, 'designationPt' | 'designationEn'>, language: 'pt' | 'en'): string {
  return language === 'en' && type.designationEn.trim() ? type.designationEn : type.designationPt;
}
