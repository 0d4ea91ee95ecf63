/**
 * One line of a CSV file (RFC 4180, CRLF): a cell with a comma, a quote or a line break is quoted, its quotes
 * doubled. A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first, and not a number) gets
 * a leading apostrophe, though the exports hold no text a user wrote: codes, symbols, numbers and times.
 */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(cell).join(',')}\r\n`;
}

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
