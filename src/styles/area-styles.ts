/**
 * Stylesheets that travel with an area's chunk instead of the core: build.mjs puts `Uptick.addStyles(css)` at the
 * top of a chunk whose area has `src/styles/areas/<area>.css`. Each goes where the core's stylesheet went — the
 * page's <head>, or the shadow root of each inline mount — including mounts made after the area came in.
 */
const sheets: string[] = [];
const targets = new Set<Node>();

function append(target: Node, css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  target.appendChild(style);
}

export function addStyles(css: string): void {
  sheets.push(css);
  for (const target of targets) append(target, css);
}

/** Where a mount's styles go; the area sheets already in are added there at once. Returns the undo. */
export function styleTarget(target: Node): () => void {
  if (targets.has(target)) return () => {};
  targets.add(target);
  for (const css of sheets) append(target, css);
  return () => void targets.delete(target);
}
