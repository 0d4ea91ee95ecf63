// What users write is printed for operators one field beside another (a bank name, a card number, a holder's
// name). Printed bare, `بنك 6011000000000004 4000123412341234 (محمد 4111111111111111)` shows three card-like
// numbers and no way to tell which is the card; in a terminal that lays out right-to-left text the Arabic also
// carries the digits around it out of place. Each field is named, in Latin letters, and quoted: the name says
// what the field is, its strong left-to-right letters keep right-to-left text from reordering across fields,
// and the quotes (the field's own escaped) say where it ends.

/** `text` in double quotes, its own quotes and backslashes escaped with a backslash. */
export function quoted(text: string): string {
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** `bank: "…" · card: "…" · name: "…"`: each field named and quoted, in the order given, empty ones left out. */
export function namedFields(fields: readonly (readonly [name: string, value: string | null | undefined])[]): string {
  return fields.flatMap(([name, value]) => (value ? [`${name}: ${quoted(value)}`] : [])).join(' · ');
}
