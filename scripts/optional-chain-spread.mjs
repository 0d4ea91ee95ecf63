// Chrome 80–90 throw on a call with a spread argument inside an optional chain (`a?.b(...c, 1)`; V8 fixed it in
// Chrome 91). For that one bug esbuild would lower every `?.` for our targets; the build keeps `?.` as written
// (0.7 KB gzip over all chunks, docs/performance.md) and refuses that form here instead, in the built code.

// A `?.` inside a string may start a "chain" that never closes: the scan then ends with the text.

/** Where `js[at]` opens a string or template literal, the index of its closing quote. */
function stringEnd(js, at) {
  const quote = js[at];
  for (let i = at + 1; i < js.length; i++) {
    if (js[i] === '\\') i++;
    else if (js[i] === quote) return i;
    else if (quote === '`' && js.startsWith('${', i)) i = group(js, i + 1).end;
  }
  return js.length;
}

/** Where `js[at]` opens ( [ or {, the index of its closer, and whether a spread stands directly inside. */
function group(js, at) {
  const closers = { '(': ')', '[': ']', '{': '}' };
  const stack = [closers[js[at]]];
  let spread = false;
  for (let i = at + 1; i < js.length; i++) {
    const c = js[i];
    if (c === '"' || c === "'" || c === '`') i = stringEnd(js, i);
    else if (closers[c]) stack.push(closers[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (!stack.length) return { end: i, spread };
    } else if (stack.length === 1 && js.startsWith('...', i)) spread = true;
  }
  return { end: js.length, spread };
}

/** Each call with a spread argument in an optional chain of the (minified) code, as a snippet around it. */
export function spreadCallsInOptionalChains(js) {
  const found = [];
  for (let at = js.indexOf('?.'); at !== -1; at = js.indexOf('?.', at + 2)) {
    // `a?.5:b` is a conditional, not a chain.
    if (/\d/.test(js[at + 2] ?? '')) continue;
    let i = at + 2;
    for (;;) {
      if (/[\w$]/.test(js[i] ?? '')) i++;
      else if (js.startsWith('?.', i)) i += 2;
      else if (js[i] === '.' && !js.startsWith('...', i)) i++;
      else if (js[i] === '(' || js[i] === '[') {
        const { end, spread } = group(js, i);
        if (js[i] === '(' && spread) found.push(js.slice(Math.max(0, at - 30), end + 1));
        i = end + 1;
      } else break;
    }
  }
  return found;
}
