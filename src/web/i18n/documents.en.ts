import type { documentsPt } from './documents.pt';

/** English texts of the document pages, the attachment fields and the copy of a record (keys of documents.pt.ts). */
export const documentsEn: Readonly<Record<keyof typeof documentsPt, string>> = {
  'document.list.empty': 'There are no documents to show',
  'document.section.identification': 'Identification',
  'document.section.description': 'Description',
  'document.section.attachments': 'Attachments',
  'document.section.validity': 'Validity',
  'document.section.comment': 'Version comment',
  'document.owner.fixed': 'Document created in the entity {0}',
  'document.search.organization': 'Entity',
  'attachment.add': 'Add file',
  'attachment.choose': 'Choose file',
  'attachment.replace': 'Replace file',
  'attachment.download': 'Download {0}',
  'attachment.remove': 'Remove {0}',
  'attachment.actions': 'Actions',
  'attachment.empty': 'There are no attachments.',
  'attachment.hint': 'Accepted types:{0}. Maximum size: {1}.',
  'attachment.full': 'You have reached the maximum of {0} attachments.',
  'attachment.unavailable': 'The file {0} could not be downloaded.',
  'record.copy.action': 'Copy {0}',
  'record.copy.title': 'Copy {0}',
  'record.copy.intro': 'A new draft is created with the data of this version, in the chosen entity.',
  'record.copy.organization': 'Target entity',
  'record.copy.confirm': 'Copy',
  'record.copy.done': 'Copy created (draft).',
};
