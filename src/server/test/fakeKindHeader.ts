/**
 * The header every fake kind of the engine's tests carries (the note of noteKind.ts, the attachment
 * test's sketch): its fields, their empty values and their schema, written once for both.
 */
import * as yup from 'yup';

// A type, not an interface: the engine's requests take plain records (an interface has no index signature).
export type FakeRecordHeader = {
  code: string;
  name: string;
  abbreviation: string;
  startDate: string;
  endDate: string | null;
  active: boolean;
  versionComment: string;
  organizationId: number | null;
};

export const emptyFakeRecordHeader = (): FakeRecordHeader => ({
  code: '',
  name: '',
  abbreviation: '',
  startDate: '',
  endDate: null,
  active: true,
  versionComment: '',
  organizationId: null,
});

/** The header's schema fields, for a fake kind's `yup.object({ ...fakeRecordHeaderSchemaFields(), … })`. */
export const fakeRecordHeaderSchemaFields = () => ({
  code: yup.string().required(),
  name: yup.string().required(),
  abbreviation: yup.string().default(''),
  startDate: yup.string().required(),
  endDate: yup.string().nullable().default(null),
  active: yup.boolean().default(true),
  versionComment: yup.string().default(''),
  organizationId: yup.number().integer().required(),
});
