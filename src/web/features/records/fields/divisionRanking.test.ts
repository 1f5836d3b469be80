import fs from 'node:fs';
import path from 'node:path';
import { divisionMatchRank, foldText, rankDivisionOptions } from './divisionRanking';

/** The real parishes (the seed's CSV), labelled as useDivisions labels them: "name · municipality · island". */
function realParishes(): { name: string; label: string; group: string }[] {
  const csv = fs.readFileSync(path.join(__dirname, '../../../../server/db/seed-data/azores-divisions.csv'), 'utf8');
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter((cells) => cells[2] !== '4901')
    .map(([, island, , municipality, , parish]) => ({ name: parish!, label: `${parish} · ${municipality} · ${island}`, group: 'Freguesia' }));
}

const names = (options: { name: string }[]) => options.map((o) => o.name);

describe('the division pickers’ ranking', () => {
  const parishes = realParishes();

  it('folds accents, case and punctuation', () => {
    expect(foldText('Angra (Sé)')).toBe('angra se');
    expect(foldText('  ÁGUA de   Pau ')).toBe('agua de pau');
  });

  it('puts "Sé" at Angra (Sé) first, before the Senhoras and the Josés that merely contain it', () => {
    const found = names(rankDivisionOptions(parishes, 'Sé'));
    expect(found[0]).toBe('Angra (Sé)');
    expect(found.indexOf('Angra (Sé)')).toBeLessThan(found.indexOf('Lagoa (Nossa Senhora do Rosário)'));
    // Same without the accent or in capitals.
    expect(names(rankDivisionOptions(parishes, 'SE'))[0]).toBe('Angra (Sé)');
    // Then words starting with "se" (Senhora), then "se" inside a word (José).
    expect(divisionMatchRank({ name: 'Angra (Sé)', label: '' }, 'se')).toBe(1);
    expect(divisionMatchRank({ name: 'Lagoa (Nossa Senhora do Rosário)', label: '' }, 'se')).toBe(2);
    expect(divisionMatchRank({ name: 'Ponta Delgada (São José)', label: '' }, 'se')).toBe(3);
  });

  it('ranks whole words, then prefixes, then contains, then all words anywhere; the places above after the name; alphabetical within', () => {
    expect(names(rankDivisionOptions(parishes, 'ribeira seca'))).toEqual(['Ribeira Seca', 'Ribeira Seca', 'Ribeira Seca']);
    expect(names(rankDivisionOptions(parishes, 'santa')).slice(0, 4)).toEqual(['Santa Bárbara', 'Santa Bárbara', 'Santa Bárbara', 'Santa Bárbara']);
    const santa = names(rankDivisionOptions(parishes, 'santa'));
    // Every name starting with Santa before those holding it later (Angra (Santa Luzia)), then Santana (a prefix).
    const firstLater = santa.indexOf('Angra (Santa Luzia)');
    expect(santa.slice(0, firstLater).every((n) => n.startsWith('Santa '))).toBe(true);
    expect(santa.indexOf('Santana')).toBeGreaterThan(firstLater);
    const horta = names(rankDivisionOptions(parishes, 'horta'));
    // The three named Horta (…) first, then Horta's other parishes (found by their municipality).
    expect(horta.slice(0, 3)).toEqual(['Horta (Angústias)', 'Horta (Conceição)', 'Horta (Matriz)']);
    expect(horta).toContain('Capelo');
    expect(horta).toHaveLength(13);
    expect(names(rankDivisionOptions(parishes, 'pedro nordest'))).toEqual(['São Pedro de Nordestinho']);
    expect(rankDivisionOptions(parishes, 'xyz')).toEqual([]);
  });

  it('keeps the options as they are when nothing is typed, and each group together', () => {
    expect(rankDivisionOptions(parishes, '  ')).toHaveLength(parishes.length);
    const mixed = [
      { name: 'Terceira', label: 'Terceira', group: 'Ilha' },
      { name: 'Angra do Heroísmo', label: 'Angra do Heroísmo · Terceira', group: 'Concelho' },
      ...parishes,
    ];
    const found = rankDivisionOptions(mixed, 'angra', (o) => o.group);
    expect(found.map((o) => o.group).filter((g, i, all) => all.indexOf(g) === i)).toEqual(['Concelho', 'Freguesia']);
    expect(names(found).slice(0, 2)).toEqual(['Angra do Heroísmo', 'Angra (Nossa Senhora da Conceição)']);
  });
});
