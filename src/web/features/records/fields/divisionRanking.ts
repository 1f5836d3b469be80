/**
 * How the division pickers order what matches the typed text (issue 29 §14): MUI's own filter keeps
 * the list's order, so "Sé" listed "Lagoa (Nossa Senhora do Rosário)" (s-e-nhora) before "Angra (Sé)".
 * Ranked instead, accents and case aside: the name's first whole word(s) first ("Santa Bárbara" for
 * "santa"), then whole word(s) elsewhere in it ("Angra (Sé)"), then a word starting with the text, then the text anywhere in the name, then every typed word
 * somewhere in the name; the same five again on the places above it (the label's "· Lagoa · São
 * Miguel"), so a municipality's name finds its parishes after the divisions that bear it. Alphabetical
 * within a rank.
 */

/** Lower case, no accents, words split on anything not a letter or digit. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const STARTS_WITH_WORDS = 0;
const WHOLE_WORDS = 1;
const PREFIX = 2;
const CONTAINS = 3;
const ALL_WORDS = 4;
const RANKS_PER_TEXT = 5;

/** The rank of a folded query in a folded text, or null when it does not match at all. */
function rankIn(text: string, query: string): number | null {
  const padded = ` ${text} `;
  if (padded.startsWith(` ${query} `)) return STARTS_WITH_WORDS;
  if (padded.includes(` ${query} `)) return WHOLE_WORDS;
  if (padded.includes(` ${query}`)) return PREFIX;
  if (text.includes(query)) return CONTAINS;
  const words = query.split(' ');
  return words.every((w) => text.includes(w)) ? ALL_WORDS : null;
}

export interface RankedText {
  /** The option's own name ("Angra (Sé)"). */
  name: string;
  /** What the option shows ("Angra (Sé) · Angra do Heroísmo · Terceira"): its name and the places above it. */
  label: string;
}

/** The rank of an option for a typed text: lower first; null when it does not match. */
export function divisionMatchRank(option: RankedText, typed: string): number | null {
  const query = foldText(typed);
  if (!query) return 0;
  const inName = rankIn(foldText(option.name), query);
  if (inName !== null) return inName;
  const inLabel = rankIn(foldText(option.label), query);
  return inLabel === null ? null : RANKS_PER_TEXT + inLabel;
}

/**
 * The options matching the typed text, best first, alphabetical within a rank. `groupOf` keeps
 * groups together (MUI's groupBy needs each group's options consecutive), in their first order.
 */
export function rankDivisionOptions<T extends RankedText>(options: readonly T[], typed: string, groupOf?: (option: T) => string): T[] {
  const groupOrder = new Map<string, number>();
  for (const option of options) {
    const group = groupOf?.(option) ?? '';
    if (!groupOrder.has(group)) groupOrder.set(group, groupOrder.size);
  }
  return options
    .map((option) => ({ option, rank: divisionMatchRank(option, typed), group: groupOrder.get(groupOf?.(option) ?? '') ?? 0 }))
    .filter((o): o is { option: T; rank: number; group: number } => o.rank !== null)
    .sort((a, b) => a.group - b.group || a.rank - b.rank || a.option.label.localeCompare(b.option.label, 'pt'))
    .map((o) => o.option);
}
