/** Modules webpack turns into values (webpack.config.js): images into URLs, `?raw` style sheets into text. */
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.css?raw' {
  const text: string;
  export default text;
}
