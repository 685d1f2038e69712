import { describe, expect, it } from 'vitest';
import { parseCsv, rosterFromCsv, rosterToCsv } from '@shared/rulesets/assault';
import { besieger, defender } from './assaultFixtures';

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    const text = '\uFEFFname,note\r\n"Siege Tower, Standard","say ""hi""\nthere"\r\n\r\nx,y';
    expect(parseCsv(text)).toEqual({
      rows: [
        ['name', 'note'],
        ['Siege Tower, Standard', 'say "hi"\nthere'],
        ['x', 'y'],
      ],
    });
  });
  it('takes a semicolon separator from the header line', () => {
    expect(parseCsv('name;br\nGuards;1,5\n')).toEqual({
      rows: [
        ['name', 'br'],
        ['Guards', '1,5'],
      ],
    });
  });
  it('names the line of a quote never closed', () => {
    expect(parseCsv('name\n"open\n')).toEqual({ error: 'a quoted field opened on line 2 is never closed' });
  });
});

describe('roster CSV (DATA-9)', () => {
  it('round-trips a roster with troops, heroes and ASLT-22 equipment', () => {
    for (const roster of [besieger, defender]) {
      const read = rosterFromCsv(rosterToCsv(roster), 'x-');
      if ('errors' in read) throw new Error(read.errors.join('\n'));
      const strip = (entries: typeof roster) => entries.map(({ id: _id, name: _n, ...rest }) => rest);
      expect(strip(read.entries)).toEqual(strip(roster));
      expect(new Set(read.entries.map((e) => e.id)).size).toBe(roster.length);
    }
  });
  it('reads columns in any order, equipment by table name or key, a European decimal comma', () => {
    const read = rosterFromCsv(
      'BR;Name;Missile;Equipment;Pieces\n1,5;Spears;;;\n;Rams;no;batteringRam;6\n',
      'b-',
    );
    expect(read).toEqual({
      entries: [
        { id: 'b-spears', name: 'Spears', br: 1.5 },
        { id: 'b-rams', name: 'Rams', siegeEquipment: 'batteringRam', pieces: 6 },
      ],
    });
  });
  it('refuses a BR of 1.3, a negative troop count, unknown equipment and columns, naming lines and rules', () => {
    expect(rosterFromCsv('name,br,troops\nA,1.3,10\nB,1,-5\n')).toEqual({
      errors: [
        'unit "A": BR 1.3 is not a multiple of 0.5 of 0 or more (DATA-9)',
        'unit "B": troops must be a whole number of 0 or more, not -5 (DATA-9)',
      ],
    });
    expect(rosterFromCsv('name,equipment,pieces\nX,Death Ray,2\n')).toEqual({
      errors: ['Line 2, equipment: "Death Ray" is not in the ASLT-22 table.'],
    });
    expect(rosterFromCsv('name,colour\nX,red\n')).toEqual({
      errors: [
        'Unknown column "colour" (known: name, br, troops, missile, loose, cavalry, flyer, hero, attackMod, equipment, pieces, oversized).',
      ],
    });
    expect(rosterFromCsv('name,missile\nX,perhaps\n')).toEqual({
      errors: ['Line 2, missile: "perhaps" is not yes or no.'],
    });
  });
});
