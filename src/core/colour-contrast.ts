/** An opaque sRGB colour: red, green and blue, each 0–255. */
export type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb`, any case: the colour form a partner's accent is given in. */
export const hexColourPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The channels of a `#rgb` or `#rrggbb` colour; undefined for anything else. */
export function parseHex(hex: string): Rgb | undefined {
  const digits = hexColourPattern.exec(hex)?.[1];
  if (!digits) return undefined;
  const pairs = digits.length === 3 ? [...digits].map((d) => d + d) : digits.match(/../g)!;
  return pairs.map((p) => parseInt(p, 16)) as unknown as Rgb;
}

/** `#rrggbb`, lower case. */
export const toHex = (rgb: Rgb): string => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** `from` moved toward `to` by `share` (0 keeps `from`, 1 is `to`), channel by channel, rounded. */
export const mix = (from: Rgb, to: Rgb, share: number): Rgb => from.map((c, i) => Math.round(c + (to[i] - c) * share)) as unknown as Rgb;

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours, 1 (the same) to 21 (black and white), whichever is in front. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
