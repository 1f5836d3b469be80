import { documentsPt } from './documents.pt';
import { homePt } from './home.pt';
import { recordsPt } from './records.pt';
import { richTextPt } from './richText.pt';
import { servicesPt } from './services.pt';
import { settingsPt } from './settings.pt';

/** The Portuguese texts of the settings, record, service and document pages and of the rich-text field (English has them all in en.ts). */
export type FeatureTexts = typeof recordsPt & typeof servicesPt & typeof documentsPt & typeof homePt & typeof settingsPt & typeof richTextPt;

/**
 * As tests and Node have them: at once. The browser bundle takes featureTexts.lazy.ts instead (an
 * alias in webpack.config.js): the login and home pages do not download them.
 */
export const featureTextsNow: FeatureTexts | null = { ...recordsPt, ...servicesPt, ...documentsPt, ...homePt, ...settingsPt, ...richTextPt };

export function loadFeatureTexts(): Promise<FeatureTexts> {
  return Promise.resolve({ ...recordsPt, ...servicesPt, ...documentsPt, ...homePt, ...settingsPt, ...richTextPt });
}
