import { bulkPt } from './bulk.pt';
import { myWorkPt } from './myWork.pt';
import { listsPt } from './lists.pt';
import { undoPt } from './undo.pt';
import { presencePt } from './presence.pt';
import { previewPt } from './preview.pt';
import { auditPt } from './audit.pt';
import { dragOrderPt } from './dragOrder.pt';
import { documentsPt } from './documents.pt';
import { homePt } from './home.pt';
import { importsPt } from './imports.pt';
import { openDataPt } from './openData.pt';
import { locationsPt } from './locations.pt';
import { mapPt } from './map.pt';
import { notificationsPt } from './notifications.pt';
import { organicPt } from './organic.pt';
import { pointsOfCarePt } from './pointsOfCare.pt';
import { recordsPt } from './records.pt';
import { reportsPt } from './reports.pt';
import { richTextPt } from './richText.pt';
import { schedulingPt } from './scheduling.pt';
import { servicesPt } from './services.pt';
import { settingsPt } from './settings.pt';
import { versionDiffPt } from './versionDiff.pt';

/** The Portuguese texts of the settings, record, service, document, heritage and point-of-care pages, of the home search's results, of the organic tree, of the map, of the rich-text field, of the reports page, of the notifications panel, of the import page and of the version comparison (English has them all in en.ts). */
export type FeatureTexts = typeof recordsPt &
  typeof servicesPt &
  typeof documentsPt &
  typeof locationsPt &
  typeof pointsOfCarePt &
  typeof homePt &
  typeof organicPt &
  typeof settingsPt &
  typeof richTextPt &
  typeof mapPt &
  typeof reportsPt &
  typeof notificationsPt &
  typeof importsPt &
  typeof schedulingPt &
  typeof versionDiffPt &
  typeof openDataPt &
  typeof bulkPt &
  typeof myWorkPt &
  typeof listsPt &
  typeof undoPt &
  typeof dragOrderPt &
  typeof presencePt &
  typeof previewPt &
  typeof auditPt;

const ALL_FEATURE_TEXTS: FeatureTexts = {
  ...recordsPt,
  ...servicesPt,
  ...documentsPt,
  ...locationsPt,
  ...pointsOfCarePt,
  ...homePt,
  ...organicPt,
  ...settingsPt,
  ...richTextPt,
  ...mapPt,
  ...reportsPt,
  ...notificationsPt,
  ...importsPt,
  ...schedulingPt,
  ...versionDiffPt,
  ...openDataPt,
  ...bulkPt,
  ...myWorkPt,
  ...listsPt,
  ...undoPt,
  ...dragOrderPt,
  ...presencePt,
  ...previewPt,
  ...auditPt,
};

/**
 * As tests and Node have them: at once. The browser bundle takes featureTexts.lazy.ts instead (an
 * alias in webpack.config.js): the login and home pages do not download them.
 */
export const featureTextsNow: FeatureTexts | null = ALL_FEATURE_TEXTS;

export function loadFeatureTexts(): Promise<FeatureTexts> {
  return Promise.resolve(ALL_FEATURE_TEXTS);
}
