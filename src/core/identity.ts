/** ISO 3166-1 alpha-2 code of the nationality whose names and ID cards follow the spec's mainland rules. */
export const chineseNationality = 'CN';

// The spec: 2–5 Chinese characters (CJK Unified Ideographs, basic block).
const chineseNamePattern = /^[\u4e00-\u9fa5]{2,5}$/;
// Letters and marks of any script; space or ideographic space; straight or curly apostrophe; hyphen; dots incl. middle dots.
// Nothing else: no digit, symbol, control or format character (a right-to-left override or zero-width joiner
// would make a name read differently from what is stored).
const foreignNamePattern = /^[\p{L}\p{M} \u3000'\u2019.\u00b7\u30fb-]+$/u;
const foreignNameLengthMin = 2;
const foreignNameLengthMax = 60;

/** Whether `name` (trimmed) is a real name for `nationality`: 2–5 Han characters for CN, else 2–60 letters and separators. */
export function isRealName(name: string, nationality: string): boolean {
  const trimmed = name.trim();
  if (isChinese(nationality)) return chineseNamePattern.test(trimmed);
  const length = Array.from(trimmed).length;
  if (length < foreignNameLengthMin || length > foreignNameLengthMax) return false;
  return foreignNamePattern.test(trimmed) && (trimmed.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

// ISO 7064 MOD 11-2 weights (2^(17-i) mod 11) and the check character for each remainder.
const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheckChars = '10X98765432';

/** Whether `id` is an ID number for `nationality`: a mainland ID card for CN, else 5–20 ASCII letters/digits with a digit. */
export function isIdNumber(id: string, nationality: string): boolean {
  if (isChinese(nationality)) {
    if (/^[0-9]{15}$/.test(id)) return true;
    // The checksum catches typos before an operator sees them.
    return /^[0-9]{17}[0-9Xx]$/.test(id) && chineseIdCheckChar(id) === id[17].toUpperCase();
  }
  const compact = id.replace(/[\s-]/g, '');
  return /^[A-Za-z0-9]{5,20}$/.test(compact) && /[0-9]/.test(compact);
}

/** The ID number as stored and compared: upper case, without the spaces and dashes other documents allow. */
export function normaliseIdNumber(id: string, nationality: string): string {
  return (isChinese(nationality) ? id : id.replace(/[\s-]/g, '')).toUpperCase();
}

function chineseIdCheckChar(id: string): string {
  let sum = 0;
  for (let i = 0; i < idWeights.length; i++) sum += Number(id[i]) * idWeights[i];
  return idCheckChars[sum % 11];
}

// Tolerates a lower-case code so a Chinese national never slips through the looser foreign rules.
function isChinese(nationality: string): boolean {
  return nationality.toUpperCase() === chineseNationality;
}
