// Briefings checked against their scenarios (issue 35): what a player reads before the first move must
// agree with what he will play. Every unit a briefing counts ("three 4-6-7 squads", "an 8-1 leader",
// "six squads", "a hero") is compared with the scenario's OOB: a parenthesized group ("The Soviets (five
// squads and an 8-1 leader)") with one side's units, the rest of the text with both sides'. A river
// direction stated anywhere a player reads (briefing, description, special rules) must be the one the
// scenario fixes; where the scenario leaves the Current open it is rolled when play begins and an odd
// dr reverses it (B21.121, rules/water/riverConditions.ts), so no text may state it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILTIN_UNIT_TYPES } from '../units/catalog';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../data/scenarios');

interface Doc {
  readonly id: string;
  readonly briefing: string;
  readonly description?: string;
  readonly specialRules?: readonly string[];
  readonly oob: Readonly<Record<'A' | 'B', readonly { readonly type: string; readonly count: number }[]>>;
  readonly unitTypes?: readonly { readonly id: string; readonly name: string; readonly kind: string }[];
  readonly rules?: { readonly river?: { readonly direction?: string; readonly current?: string } };
}

const docs: Doc[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Doc);

const NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
/** A noun a briefing counts, and the unit kind (or the type) it stands for. */
const NOUNS: readonly [RegExp, { kind?: string; type?: string }][] = [
  [/^half-squads?$/i, { kind: 'halfSquad' }],
  [/^squads?$/i, { kind: 'squad' }],
  [/^leaders?$/i, { kind: 'leader' }],
  [/^hero(?:es)?$/i, { kind: 'hero' }],
  [/^LMGs?$/, { type: 'lmg' }],
  [/^Demolition Charges?$/i, { type: 'dc' }],
];

/** One count a text makes: "three 4-6-7" (a printed counter) or "six squads" (a kind). */
export interface Mention {
  readonly count: number;
  readonly counter?: string;
  readonly kind?: string;
  readonly type?: string;
  readonly text: string;
}

export function mentions(text: string): Mention[] {
  const re =
    /\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:(?:Soviet|German|Russian)\s+)?(?:(\d-\d-\d|\d-\d)\b(?:\s+(?:squads?|half-squads?|leaders?|hero(?:es)?))?|(half-squads?|squads?|leaders?|hero(?:es)?|LMGs?|Demolition Charges?)\b)/gi;
  return [...text.matchAll(re)].flatMap((m): Mention[] => {
    const count = NUMBERS[m[1]!.toLowerCase()]!;
    if (m[2]) return [{ count, counter: m[2], text: m[0] }];
    const noun = NOUNS.find(([r]) => r.test(m[3]!));
    return noun ? [{ count, ...noun[1], text: m[0] }] : [];
  });
}

/** How many units of `units` (type, count) a mention names. */
function counted(doc: Doc, units: readonly { readonly type: string; readonly count: number }[], m: Mention): number {
  const types = new Map([...BUILTIN_UNIT_TYPES, ...(doc.unitTypes ?? [])].map((t) => [t.id, t]));
  return units
    .filter((u) => {
      const t = types.get(u.type);
      if (!t) return false;
      if (m.counter) return t.name === m.counter || t.name.startsWith(`${m.counter} `);
      return m.type ? t.id === m.type : t.kind === m.kind;
    })
    .reduce((n, u) => n + u.count, 0);
}

/** The mentions of the briefing that disagree with the OOB. */
export function unitDisagreements(doc: Doc): string[] {
  const sides = [doc.oob.A, doc.oob.B];
  const both = [...doc.oob.A, ...doc.oob.B];
  const out: string[] = [];
  const groups = [...doc.briefing.matchAll(/\(([^()]*)\)/g)].map((g) => g[1]!);
  for (const g of groups) {
    const ms = mentions(g);
    if (ms.length && !sides.some((side) => ms.every((m) => counted(doc, side, m) === m.count)))
      out.push(`"(${g})" matches neither side's OOB`);
  }
  const rest = doc.briefing.replace(/\([^()]*\)/g, '');
  const outside = mentions(rest);
  const said = new Map<string, number>();
  for (const m of outside)
    said.set(JSON.stringify({ ...m, count: 0, text: '' }), (said.get(JSON.stringify({ ...m, count: 0, text: '' })) ?? 0) + m.count);
  for (const m of outside) {
    const total = said.get(JSON.stringify({ ...m, count: 0, text: '' }))!;
    if (counted(doc, both, m) !== total) out.push(`"${m.text}": the OOB has ${counted(doc, both, m)}`);
  }
  return out;
}

const COMPASS: Readonly<Record<string, string>> = {
  north: 'N',
  south: 'S',
  'north-east': 'NE',
  northeast: 'NE',
  'south-east': 'SE',
  southeast: 'SE',
  'south-west': 'SW',
  southwest: 'SW',
  'north-west': 'NW',
  northwest: 'NW',
};

/** The river directions a text states ("flows south", "the current runs south", "running north"). */
export function statedDirections(text: string): string[] {
  return [...text.matchAll(/\b(?:flows?|flowing|runs?|running)\s+(north-?east|south-?east|south-?west|north-?west|north|south)\b/gi)].map(
    (m) => COMPASS[m[1]!.toLowerCase()]!,
  );
}

/** A stated direction that the scenario does not fix (rolled, B21.121) or contradicts. */
export function directionDisagreements(doc: Doc): string[] {
  const river = doc.rules?.river;
  const texts = [doc.briefing, doc.description ?? '', ...(doc.specialRules ?? [])];
  return texts.flatMap((t) =>
    statedDirections(t).flatMap((d) => {
      if (!river) return [`states a river direction (${d}) but has no river: "${t}"`];
      if (!river.current) return [`states the river flows ${d}, but its Current is rolled at the start (B21.121): "${t}"`];
      return d === (river.direction ?? 'S') ? [] : [`states ${d}, the scenario fixes ${river.direction}: "${t}"`];
    }),
  );
}

describe('briefings agree with their scenarios (issue 35)', () => {
  it('the reader of a briefing counts its units: groups, counters, kinds, number words', () => {
    expect(mentions('The Soviets (six squads and an 8-1 leader, west)')).toEqual([
      { count: 6, kind: 'squad', text: 'six squads' },
      { count: 1, counter: '8-1', text: 'an 8-1 leader' },
    ]);
    expect(mentions('two 6-2-8 and two 4-4-7 squads, a 2-4-8 half-squad, a hero, an LMG, a Demolition Charge').map((m) => m.count)).toEqual(
      [2, 2, 1, 1, 1, 1],
    );
    expect(mentions('a Soviet storm group, a bunker at K5, three sewer moves')).toEqual([]);
    const doc = docs.find((d) => d.id === 'sewer-infiltration')!;
    // the issue's case: "six squads" for the Soviets' five
    expect(unitDisagreements({ ...doc, briefing: 'The Soviets (six squads and an 8-1 leader, west) attack.' })).toHaveLength(1);
    expect(unitDisagreements({ ...doc, briefing: 'The Soviets (five squads and an 8-1 leader, west) attack.' })).toEqual([]);
    expect(unitDisagreements({ ...doc, briefing: 'Two 4-6-7 squads hold.' })).toHaveLength(1);
  });

  it('B21.121: a direction is stated only where the scenario fixes the Current; a rolled one is never stated', () => {
    expect(statedDirections('The river on the east edge flows south; the current runs north-east')).toEqual(['S', 'NE']);
    const river = (r: Doc['rules']) => ({ ...docs[0]!, briefing: 'A river flows south.', description: '', specialRules: [], rules: r });
    expect(directionDisagreements(river({ river: { direction: 'S' } }))).toHaveLength(1);
    expect(directionDisagreements(river({ river: { direction: 'S', current: 'moderate' } }))).toEqual([]);
    expect(directionDisagreements(river({ river: { direction: 'N', current: 'moderate' } }))).toHaveLength(1);
  });

  it.each(docs.map((d) => d.id))('%s: its briefing counts the units of its OOB and states no river direction it does not fix', (id) => {
    const doc = docs.find((d) => d.id === id)!;
    expect([...unitDisagreements(doc), ...directionDisagreements(doc)]).toEqual([]);
  });
});
