// Files the bundler turns into URLs (rspack's asset modules, Vite in the unit tests).
declare module '*.woff2' {
  const url: string;
  export default url;
}
