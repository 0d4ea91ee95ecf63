// `react` and `react-dom` are npm aliases of @preact/compat (package.json), which ships no types of its own:
// these give them preact/compat's, so the type check sees exactly what esbuild and tsx load.
declare module 'react' {
  import React = require('preact/compat');
  export = React;
}
declare module 'react-dom' {
  import ReactDOM = require('preact/compat');
  export = ReactDOM;
}
declare module 'react-dom/client' {
  export * from 'preact/compat/client';
}
