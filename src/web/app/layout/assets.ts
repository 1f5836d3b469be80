/** Files of public/, copied to the site root by the build. */
export const ASSETS = {
  mark: '/favicon.svg',
  logoRegional: '/logo-governo-acores.svg',
  logoNational: '/logo-republica-portuguesa.svg',
  flagPt: '/flag-pt.svg',
  flagEn: '/flag-en.svg',
} as const;
