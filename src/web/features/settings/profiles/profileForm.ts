import * as yup from 'yup';
import type { Language } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import type { ProfileDetail, ProfileInput } from '@/shared/settings';
import { validationMessage } from '@/shared/validation';
import type { PickedOrganization } from '@/web/features/records/OrganizationPicker';

/** 'all': the whole organic tree (organizationId null); 'organization': one organisation and its subtree. */
export type ProfileScope = 'all' | 'organization';

export interface ProfileFormValues {
  name: string;
  permissions: number[];
  scope: ProfileScope;
  organization: PickedOrganization | null;
  /** Branches (with everything below them) left out of the scope. */
  excluded: PickedOrganization[];
}

export function profileFormValues(profile?: ProfileDetail): ProfileFormValues {
  if (!profile) return { name: '', permissions: [], scope: 'all', organization: null, excluded: [] };
  return {
    name: profile.name,
    permissions: [...profile.permissions],
    scope: profile.organizationId === null ? 'all' : 'organization',
    organization: profile.organizationId === null ? null : { id: profile.organizationId, name: profile.organizationName ?? '' },
    excluded: profile.excludedOrganizations.map((o) => ({ id: o.organizationId, name: o.name })),
  };
}

export function profileInput(values: ProfileFormValues): ProfileInput {
  const organizationId = values.scope === 'organization' ? (values.organization?.id ?? null) : null;
  return {
    name: values.name.trim(),
    permissions: [...new Set(values.permissions)].sort((a, b) => a - b),
    organizationId,
    // The organisation itself is never a branch left out of its own subtree.
    excludedOrganizationIds: values.excluded.map((o) => o.id).filter((id) => id !== organizationId),
  };
}

/** SPEC §5 messages: the name and, when the scope is one organisation, the organisation are required. */
export function makeProfileSchema(language: Language) {
  const required = validationMessage('required', language);
  return yup.object({
    name: yup.string().trim().required(required).max(LIMITS.textMaxLength, validationMessage('maxCharacters', language)),
    permissions: yup.array(yup.number().required()),
    scope: yup.mixed<ProfileScope>().oneOf(['all', 'organization']).required(required),
    organization: yup
      .object()
      .nullable()
      .when('scope', { is: 'organization', then: (s) => s.required(required), otherwise: (s) => s.notRequired() }),
    excluded: yup.array(),
  });
}
