import type { presencePt } from './presence.pt';

/** English texts of who else is here (issue 31 §2). */
export const presenceEn: Readonly<Record<keyof typeof presencePt, string>> = {
  'presence.editing': '{0} has been editing this version since {1}',
  'presence.saved': '{0} saved this version at {1}.',
  'presence.savedAsNew': '{0} saved this version at {1}, as new version {2}.',
  'presence.savedDirty': 'If you save now, your save will be refused as a concurrent change. You can read the record again; unsaved changes will be lost.',
  'presence.savedClean': 'The form already shows what was saved.',
  'presence.reload': 'Read again',
  'presence.changedDirty': 'Your unsaved changes are still in the form. Reading again shows the record as it is now and loses them.',
  'presence.changedVersion': 'Version {0}: {1}',
  'presence.changed.submitForApproval': 'Submitted for approval by {0} at {1}',
  'presence.changed.submitForPublication': 'Submitted for publication by {0} at {1}',
  'presence.changed.publish': 'Published by {0} at {1}',
  'presence.changed.return': 'Returned by {0} at {1}',
  'presence.changed.archive': 'Archived by {0} at {1}',
  'presence.changed.obsolete': 'Made obsolete by {0} at {1}',
  'presence.changed.extinct': 'Extinguished by {0} at {1}',
  'presence.changed.delete': 'Deleted by {0} at {1}',
  'presence.changed.other': 'Changed by {0} at {1}',
  'presence.changed.anonymous': 'Changed at {0}',
};
