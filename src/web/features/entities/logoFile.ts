/** Logo images (SPEC §5 file upload, §3 Attachment): PNG, JPEG or SVG, accepted by mime type, kept as base64. */
import { IMAGE_FAMILIES } from '@/shared/fileTypes';
import { acceptFamilies, isAccepted } from '@/web/features/records/fields/fileChoice';

export const LOGO_ACCEPTANCE = acceptFamilies(IMAGE_FAMILIES);
/** The accepted list as the warning names it: ' .png, .jpeg, .svg'. */
export const LOGO_ACCEPTED_LIST = LOGO_ACCEPTANCE.list;

export function isAcceptedLogo(file: Pick<File, 'type'>): boolean {
  return isAccepted(LOGO_ACCEPTANCE, file);
}
