/**
 * Profiles (SPEC §2.9 /configuracoes/perfis…): 81 for every call, delete also 82; each call is further
 * bounded by the caller's reach (adminReach.ts): lists and reads show only the profiles the caller may manage.
 */
import { Permission } from '@/shared/permissions';
import { ProfileDetailSchema, ProfileInputSchema, ProfileListQuerySchema, ProfilePageSchema, ProfileParams, SETTINGS_ROUTES } from '@/shared/settings';
import { adminAccessOf } from '../adminAccess';
import { crudRoutes } from '../crudRoutes';
import { listWithinReach } from '../reachList';
import { createEditDeleteGuards } from '../guard';
import { listProfiles } from './profileRepository';
import { createProfile, editProfile, readProfile, removeProfile, toSummaries, visibleProfileIds } from './profileService';

export default crudRoutes({
  tag: 'settings: profiles',
  summaries: {
    list: 'Profiles, searched by name and paged',
    get: 'One profile with its users count',
    create: 'Create a profile',
    update: "Update a profile (its users' next request sees it)",
    remove: 'Delete a profile no user holds',
  },
  paths: { list: SETTINGS_ROUTES.profiles, one: SETTINGS_ROUTES.profile },
  schemas: {
    query: ProfileListQuerySchema,
    params: ProfileParams,
    create: ProfileInputSchema,
    update: ProfileInputSchema,
    item: ProfileDetailSchema,
    list: ProfilePageSchema,
  },
  idParam: 'profileId',
  guards: createEditDeleteGuards(Permission.ProfileCreateEdit, Permission.ProfileDelete),
  list: listWithinReach({ reach: visibleProfileIds, page: listProfiles, summaries: toSummaries }),
  get: ({ db, request }, id) => readProfile(db, adminAccessOf(db, request), id),
  create: ({ db, request }, input) => createProfile(db, adminAccessOf(db, request), input),
  update: ({ db, request }, id, input) => editProfile(db, adminAccessOf(db, request), id, input),
  remove: ({ db, request }, id) => removeProfile(db, adminAccessOf(db, request), id),
});
