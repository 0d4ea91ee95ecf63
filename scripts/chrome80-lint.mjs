// Chrome 80–90 throw on a call with a spread argument inside an optional chain (`a?.b(...c)`; V8 fixed it in
// Chrome 91). For that one bug esbuild would lower every `?.` for our targets (888 B gzip over everything the app
// loads, 335 B of them in the first HTML, docs/performance.md); the build keeps `?.` as written and this oxlint
// rule refuses that one form instead: in the sources (`npm run lint`) and in the built files, libraries included
// (build.mjs).

/** The links of an optional chain, from its first (innermost) to its last. */
function links(chain) {
  const found = [];
  for (let node = chain.expression; ; ) {
    if (node.type === 'CallExpression') node = (found.push(node), node.callee);
    else if (node.type === 'MemberExpression') node = (found.push(node), node.object);
    else if (node.type === 'TSNonNullExpression') node = node.expression;
    else return found.reverse();
  }
}

export default {
  meta: { name: 'chrome80' },
  rules: {
    'no-spread-in-optional-call': {
      meta: { type: 'problem', docs: { description: 'Chrome 80–90 throw on a call with a spread argument in an optional chain' } },
      create(context) {
        return {
          ChainExpression(chain) {
            let afterQuestionDot = false;
            for (const link of links(chain)) {
              afterQuestionDot ||= link.optional;
              if (afterQuestionDot && link.type === 'CallExpression' && link.arguments.some((argument) => argument.type === 'SpreadElement')) {
                context.report({ node: link, message: 'a call with a spread argument after `?.`: Chrome 80–90 throw on it; test the value first, then call' });
              }
            }
          },
        };
      },
    },
  },
};
