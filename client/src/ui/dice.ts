// One roll explained: its Original dr/DR and the dice, each modifier by name with its value and rule,
// the Final, the table and column used and the result, a check said as passed or failed. Read from the
// events one command made (one version): the `fire` event before an IFT roll gives the FP and column,
// the `fireResult` after it the result; a check's outcome is what the events after it did to the unit
// (broken, pinned, reduced, eliminated, rallied), or nothing: passed.
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import type { EventData } from '@hexfog/shared/protocol/index';
import { areaEventLine } from './areas/index';
import { eventLine, inWords, known, type Names } from './format';

export interface RollExplanation {
  readonly key: string;
  readonly purpose: string;
  readonly rule: string;
  readonly kind: 'dr' | 'DR';
  /** Empty for a check made with a DR already rolled (A8.31: the attack's). */
  readonly dice: readonly number[];
  readonly original: number;
  readonly modifiers: readonly { readonly name: string; readonly value: number; readonly rule: string }[];
  readonly final: number;
  /** "IFT, 4 FP column (4 FP)" or "Morale Check vs the unit's Morale". */
  readonly table?: string;
  readonly result?: string;
  /** A check: passed or failed, said as such. */
  readonly outcome?: string;
  /** An IFT attack: each firer's FP with its doublings and halvings, then the total (the fire event's `fpBreakdown`). */
  readonly firepower?: readonly string[];
  /** What rule areas read off the same DR, as their log says it (A9.2 a MG's Multiple ROF, A9.7 its breakdown). */
  readonly then?: readonly string[];
}

type RollData = EventData<'roll'>;
type Detail = NonNullable<RollData['detail']>;
type FireData = EventData<'fire'>;

const times = (t: number) => (t === 2 ? 'x2' : t === 0.5 ? '½' : `x${t}`);

/** A7.2-A7.24: "B01 4 FP, x2 Point Blank Fire (ADJACENT) (A7.21) = 8 FP" per firer, then the total and its column. */
export function firepowerLines(f: FireData): string[] {
  if (!f.fpBreakdown?.length) return [];
  const each = f.fpBreakdown.map(
    (b) => `${b.unit}: ${b.base} FP${b.factors.map((x) => `, ${times(x.times)} ${x.name} (${x.rule})`).join('')} = ${b.fp} FP`,
  );
  return [
    ...each,
    `Total ${f.fpBreakdown.map((b) => b.fp).join(' + ')} = ${f.fp} FP${f.area ? ' (Area Fire)' : ''}: ${f.column} FP column (A7.3)`,
  ];
}

/** A10.1: a check said as passed or failed against the Morale Level, then what it did to the unit. */
function checkVerdict(d: { passed: boolean; moraleLevel: number }, final: number, original: number, befell: string): string {
  const casualty = !d.passed && original === 12 && final <= d.moraleLevel ? ', Original 12: Casualty MC (A10.31)' : '';
  const vs = `Final DR ${final} ${final <= d.moraleLevel ? '≤' : '>'} Morale Level ${d.moraleLevel}${casualty}`;
  const what = befell.replace(/^(passed|failed)(, but|:)\s*/, '');
  return `${d.passed ? 'passed' : 'failed'} (${vs}): ${what}`;
}

/** A11.11: the CC Table row used. */
function ccTable(d: Extract<Detail, { table: 'CC' }>): string {
  const odds = d.defenceFp !== undefined ? ` vs ${d.defenceFp} FP, odds ${d.odds}` : ' vs concealed defenders (FP halved, A11.19)';
  return `Close Combat Table (A11.11): ${d.attackFp} FP${odds}, Kill Number ${d.killNumber}`;
}

export const eventKey = (e: ViewEvent) => `${e.version}:${e.index}`;

const CHECKS: readonly [RegExp, string][] = [
  [/\bLLMC for (\w+)/, 'Leader Loss Morale Check (A10.2)'],
  [/\bLLTC for (\w+)/, 'Leader Loss Task Check (A10.2)'],
  [/\bN?MC for (\w+)/, 'Morale Check: passed when the Final DR does not exceed the Morale Level (A10.1)'],
  [/\bPTC for (\w+)/, 'Pin Task Check (A7.82)'],
  [/\b\d*TC for (\w+)/, 'Task Check (A10.1)'],
  [/\b(?:rally|Self-Rally) of (\w+)/, "Rally: passed when the Final DR does not exceed the broken side's Morale Level (A10.6)"],
];

/** Is this event a roll the panel explains (a roll, or a check made with a DR already rolled)? */
export function isRollEvent(e: ViewEvent): boolean {
  const k = known(e);
  return k?.type === 'roll' || k?.type === 'moraleCheck';
}

/** What befell `unit` after a check, until the next roll of the same command. */
function checkOutcome(after: readonly ViewEvent[], unit: string, purpose: string, passed?: boolean): string {
  const hits = after.flatMap((e) => {
    const k = known(e);
    if (!k) return [];
    if (
      (k.type === 'broken' || k.type === 'pinned' || k.type === 'reduced' || k.type === 'eliminated' || k.type === 'rallied') &&
      k.data.unit === unit
    )
      return [k.type];
    return [];
  });
  const pin = /\bPTC\b|\bLLTC\b/.test(purpose);
  if (hits.includes('rallied')) return `passed: ${unit} rallies`;
  if (/\b(?:rally|Self-Rally) of\b/.test(purpose) && !hits.includes('reduced') && !hits.includes('eliminated'))
    return `failed: ${unit} stays broken`;
  if (hits.includes('eliminated')) return `failed: ${unit} is eliminated`;
  if (hits.includes('reduced')) return `failed: ${unit} is Casualty Reduced`;
  if (hits.includes('broken')) return `failed: ${unit} breaks`;
  if (hits.includes('pinned'))
    return pin ? `failed: ${unit} is pinned` : `passed, but ${unit} is pinned (Final DR equal to its Morale Level, A7.8)`;
  // a check that befalls nothing: what it was for ("4TC for B04 to lead into the sewer", B8.4) decides the words
  const task = /\bto (.+)$/.exec(purpose)?.[1];
  if (passed === false) return task ? `failed: ${unit} may not ${task}` : `failed: no effect on ${unit}`;
  return task ? `passed: ${unit} may ${task}` : `passed: ${unit} is unaffected`;
}

/** The roll at `events[i]` (a `roll` or `moraleCheck` event) explained; null for any other event. */
export function explainRoll(events: readonly ViewEvent[], i: number, names?: Names): RollExplanation | null {
  const raw = events[i];
  const e = raw ? known(raw) : null;
  if (!raw || !e || (e.type !== 'roll' && e.type !== 'moraleCheck')) return null;
  const same = (x: ViewEvent | undefined) => x !== undefined && x.version === raw.version;
  // the command's events after this roll, on to the next one
  const after: ViewEvent[] = [];
  for (let j = i + 1; same(events[j]) && !isRollEvent(events[j]!); j++) after.push(events[j]!);
  const d = e.data;
  const base = {
    key: eventKey(raw),
    purpose: d.purpose,
    rule: d.rule,
    kind: e.type === 'roll' ? e.data.kind : ('DR' as const),
    dice: e.type === 'roll' ? e.data.dice : [],
    original: d.original,
    modifiers: d.modifiers,
    final: d.final,
  };
  const detail: Detail | undefined = e.type === 'roll' ? e.data.detail : undefined;
  const judged =
    detail && 'check' in detail
      ? detail
      : e.type === 'moraleCheck' && e.data.moraleLevel !== undefined && e.data.passed !== undefined
        ? { moraleLevel: e.data.moraleLevel, passed: e.data.passed }
        : undefined;
  for (const [re, table] of CHECKS) {
    const m = re.exec(d.purpose);
    if (!m) continue;
    const befell = checkOutcome(after, m[1]!, d.purpose, judged?.passed);
    return { ...base, table, outcome: judged ? checkVerdict(judged, d.final, d.original, befell) : befell };
  }
  if (detail && 'table' in detail && detail.table === 'CC') return { ...base, table: ccTable(detail), result: detail.result };
  // an IFT attack: the fire event of this command before the roll, the results after it
  let fire: ViewEvent | undefined;
  for (let j = i - 1; same(events[j]); j--)
    if (known(events[j]!)?.type === 'fire' || known(events[j]!)?.type === 'dcAttack') {
      fire = events[j];
      break;
    }
  const results = after.map(known).flatMap((k) => (k?.type === 'fireResult' ? [k.data] : []));
  if (e.type === 'roll' && /FP column|^fire at|^Residual FP|^DC attack/.test(d.purpose) && (fire || results.length)) {
    const f = fire ? known(fire) : null;
    const table =
      f?.type === 'fire'
        ? `IFT, ${f.data.column} FP column (${f.data.fp} FP${f.data.area ? ', Area Fire: halved' : ''}; ${f.data.kind} fire by ${f.data.firers.join(', ')})`
        : `IFT${/\((\d+) FP column\)/.exec(d.purpose) ? `, ${/\((\d+) FP column\)/.exec(d.purpose)![1]} FP column` : ''}`;
    const result = results
      .map(
        (r) =>
          `${r.result === '-' ? 'no effect' : r.result}${r.position ? ` (${r.position}${r.final !== undefined ? `, Final DR ${r.final}` : ''})` : ''} at ${r.target}`,
      )
      .join('; ');
    const firepower = f?.type === 'fire' ? firepowerLines(f.data) : [];
    // the area events the same DR made (a MG's colored dr against its ROF, its Original DR against its B#)
    const then = names ? after.flatMap((x) => areaEventLine(x, names) ?? []) : [];
    return { ...base, table, ...(result ? { result } : {}), ...(firepower.length ? { firepower } : {}), ...(then.length ? { then } : {}) };
  }
  // any other roll: what the same command did next, as the log says it
  const sewerCheck = after.map(known).find((k) => k?.type === 'sewerLeaderCheck');
  const next = after.filter((x) => known(x)?.type !== 'rollMade').map((x) => (names ? eventLine(x, names) : x.type));
  return {
    ...base,
    ...(/A11\.11/.test(d.rule) ? { table: 'Close Combat Table (A11.11)' } : {}),
    ...(next.length ? { result: next.join('; ') } : {}),
    ...(sewerCheck?.type === 'sewerLeaderCheck' ? { outcome: sewerCheck.data.passed ? 'passed' : 'failed' } : {}),
  };
}

/** The roll a log line stands for: the line's own roll, else the nearest roll of the same command (the last before it, else the first after it). */
export function rollIndexFor(events: readonly ViewEvent[], i: number): number | null {
  const raw = events[i];
  if (!raw) return null;
  if (isRollEvent(raw)) return i;
  for (let j = i - 1; j >= 0 && events[j]!.version === raw.version; j--) if (isRollEvent(events[j]!)) return j;
  for (let j = i + 1; j < events.length && events[j]!.version === raw.version; j++) if (isRollEvent(events[j]!)) return j;
  return null;
}

/** The newest roll explained, or the one picked by its key. */
export function rollToShow(events: readonly ViewEvent[], picked: string | null): number | null {
  if (picked) {
    const i = events.findIndex((e) => eventKey(e) === picked);
    if (i >= 0) return i;
  }
  for (let j = events.length - 1; j >= 0; j--) if (isRollEvent(events[j]!)) return j;
  return null;
}

const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}`;

/** The explanation as lines of text (the panel draws each as its own row). */
export function explanationLines(x: RollExplanation): { label: string; text: string }[] {
  const rows = [
    { label: 'purpose', text: `${x.purpose} (${x.rule})` },
    {
      label: 'original',
      text: `Original ${x.kind} ${x.original}${x.dice.length ? ` (${x.dice.join(' + ')})` : ' (the DR already rolled)'}`,
    },
    ...x.modifiers.map((m) => ({ label: 'modifier', text: `${signed(m.value)} ${inWords(m.name)} (${m.rule})` })),
    ...(x.modifiers.length ? [] : [{ label: 'modifier', text: 'no modifiers' }]),
    { label: 'final', text: `Final ${x.kind} ${x.final}` },
  ];
  for (const line of x.firepower ?? []) rows.push({ label: 'fp', text: line });
  if (x.table) rows.push({ label: 'table', text: x.table });
  if (x.result) rows.push({ label: 'result', text: `Result: ${x.result}` });
  if (x.outcome) rows.push({ label: 'outcome', text: `Check ${x.outcome}` });
  for (const line of x.then ?? []) rows.push({ label: 'then', text: line });
  return rows;
}
