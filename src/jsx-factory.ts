// The JSX factory of the built chunks (build.mjs compiles JSX to createElement calls; tsc and the component
// tests keep the automatic runtime, which makes the same elements).
export { createElement, Fragment } from 'react';
