import fs from 'node:fs';
import path from 'node:path';

/** Every rule of the stylesheets under `dir` as [selector, declarations], in source order (media blocks flattened). */
export function readRules(dir: string): [string, Record<string, string>][] {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css')).sort();
  const rules: [string, Record<string, string>][] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/@import[^;]*;/g, '');
    // The innermost braces are a rule's: a media block's own brace is never matched by [^{}].
    for (const [, selectors, body] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const declarations: Record<string, string> = {};
      for (const part of body.split(';')) {
        const colon = part.indexOf(':');
        if (colon > 0) declarations[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
      }
      for (const selector of selectors.split(',')) rules.push([selector.trim(), declarations]);
    }
  }
  return rules;
}

/**
 * The declarations written for `selector` (rules naming exactly it, later ones winning), with `var()` resolved
 * from the custom properties of `scopes` (`:root`, then the app's root element's rules).
 */
export function declared(rules: [string, Record<string, string>][], selector: string, scopes: string[]): Record<string, string> {
  const of = (s: string) => Object.assign({}, ...rules.filter(([name]) => name === s).map(([, d]) => d)) as Record<string, string>;
  const custom: Record<string, string> = Object.assign({}, ...scopes.map(of));
  const resolve = (value: string, depth = 0): string => {
    if (depth > 10) throw new Error(`custom properties loop in ${value}`);
    return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
      if (!(name in custom)) throw new Error(`${name} is not defined in ${scopes.join(' ')}`);
      return resolve(custom[name], depth + 1);
    });
  };
  return Object.fromEntries(Object.entries(of(selector)).map(([k, v]) => [k, resolve(v)]));
}
