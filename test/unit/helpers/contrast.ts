/** sRGB channels 0–255 and alpha 0–1 of a CSS `#rgb`, `#rrggbb`, `rgb()` or `rgba()` colour. */
export function parseColour(css: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : hex[1].match(/../g)!;
    const [r, g, b] = digits.map((d) => parseInt(d, 16));
    return [r, g, b, 1];
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(css.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`not a solid colour this test can read: ${css}`);
}

/** WCAG 2 relative luminance of an opaque sRGB colour. */
function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG 2 contrast ratio of text `foreground` (blended over it when translucent) on the opaque `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColour(background);
  if (bg[3] !== 1) throw new Error(`the background must be opaque: ${background}`);
  const [r, g, b, a] = parseColour(foreground);
  const fg = [r, g, b].map((c, i) => c * a + bg[i] * (1 - a));
  const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
