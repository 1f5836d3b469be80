/** Filled by webpack's DefinePlugin from package.json; 'dev' when not built (tests). */
export const APP_VERSION: string = process.env.APP_VERSION || 'dev';
