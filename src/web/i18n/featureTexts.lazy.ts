import type { FeatureTexts } from './featureTexts';

/** The browser's featureTexts.ts (see there): a chunk of its own, about 5 KB gzip. */
export const featureTextsNow: FeatureTexts | null = null;

export function loadFeatureTexts(): Promise<FeatureTexts> {
  return import(/* webpackChunkName: "i18n-pt-pages" */ './featureTexts').then((m) => m.loadFeatureTexts());
}
