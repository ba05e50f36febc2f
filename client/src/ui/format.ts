// Human-readable lines for events and rolls, and unit names. Event data is read through the protocol's
// schemas (readEvent), so every field below is typed; an event the schemas do not know (a newer
// server, say) is still shown, raw.
import type { EventData, UnitTypeSummary, ViewEvent } from '@hexfog/shared/protocol/index';
import { type FortificationLike, fortificationName } from './counters/fortifications';
import { areaEventLine } from './areas/index';
import { known, possessive, unitsOrConcealed } from './areas/read';

/** How the page names sides, unit types and the fortification counters it has seen. */
export interface Names {
  side(side: string): string;
  unit(type: string): string;
  /** The printed counter of a unit type (numbers, nationality), when the scenario lists it. */
  unitType(type: string): UnitTypeSummary | undefined;
  /** A side's nationality ("german"), when the scenario says it. */
  nationality(side: string): string | undefined;
  /** "foxhole 2S" for a counter id seen in a view or a placement event; undefined for one never seen. */
  fortification(id: string): string | undefined;
  /** Keeps the counters' names, so the log can name a counter after it is gone. */
  remember(counters: readonly Pick<FortificationLike, 'id' | 'kind' | 'squads'>[]): void;
}

export function makeNames(
  sides: { readonly A: string; readonly B: string },
  unitTypes: readonly UnitTypeSummary[],
  nationalities?: { readonly A: string; readonly B: string },
): Names {
  const bySide = new Map<string, string>([
    ['A', sides.A],
    ['B', sides.B],
  ]);
  const byType = new Map(unitTypes.map((t) => [t.id, t.name]));
  const types = new Map(unitTypes.map((t) => [t.id, t]));
  const forts = new Map<string, string>();
  return {
    side: (s) => bySide.get(s) ?? s,
    unit: (t) => byType.get(t) ?? t,
    unitType: (t) => types.get(t),
    nationality: (side) => (side === 'A' || side === 'B' ? nationalities?.[side] : undefined),
    fortification: (id) => forts.get(id),
    remember: (counters) => counters.forEach((f) => forts.set(f.id, fortificationName(f))),
  };
}

/** " (3 MF)" when an event says what a move cost. */
function mfSuffix(mf: number | undefined): string {
  return mf ? ` (${mf} MF)` : '';
}

/** "the Germans win", "Finland wins": a side named in the plural (a people: "Germans", "Soviets") takes the plural verb. */
export function sideWins(side: string): string {
  return `${side} ${/s$/i.test(side) ? 'win' : 'wins'}`;
}

/** A rule module's id in words: "stoneBuilding" -> "stone building" (the modifier names the engine gives a roll). */
export function inWords(id: string): string {
  return id.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export function rollLine(d: EventData<'roll'>): string {
  const m = d.modifiers.map((x) => ` ${x.value >= 0 ? '+' : ''}${x.value} ${inWords(x.name)} (${x.rule})`).join('');
  return `${d.kind} ${d.dice.join('+')}${m} = ${d.final}: ${d.purpose} (${d.rule})`;
}

export { known } from './areas/read';

export function eventLine(raw: ViewEvent, names: Names): string {
  // the rule areas with client parts of their own first (areas/index.ts), then the core's events
  const area = areaEventLine(raw, names);
  if (area) return area;
  const e = known(raw);
  if (!e) return `${raw.type} ${JSON.stringify(raw.data)}`;
  const who = unitsOrConcealed;
  switch (e.type) {
    case 'roll':
      return rollLine(e.data);
    case 'rollMade':
      return `${e.data.kind} made: ${e.data.purpose} (${e.data.rule}), result hidden`;
    case 'phaseStarted':
      // heroes-and-leaders: a repeated phase (the impulses) says its number and whose it is
      // sewer-cards: the action turns (SC.7)
      if (e.data.step !== undefined && e.data.phase === 'Act')
        return `Turn ${e.data.turn}: Action turn ${e.data.step}, ${possessive(names.side(e.data.attacker))} action`;
      if (e.data.step !== undefined)
        return `Turn ${e.data.turn}: ${e.data.phase === 'Imp' ? 'Impulse' : e.data.phase} ${e.data.step}, ${possessive(names.side(e.data.attacker))} impulse`;
      return `Turn ${e.data.turn}.${e.data.playerTurn}: ${e.data.phase}, ${names.side(e.data.attacker)} is ATTACKER`;
    case 'phaseDone':
      return `${names.side(e.data.side)} is done with the ${e.data.phase}`;
    case 'setupFinished':
      return `${names.side(e.data.side)} finished setting up`;
    case 'setupComplete':
      return 'Setup complete: play begins';
    case 'unitsPlaced':
      return `You placed ${e.data.placements.length} unit(s)`;
    case 'concealmentGained':
      return `"?" gained in ${e.data.loc.hex}${e.data.unit ? ` by ${e.data.unit}` : ''} (${e.data.rule})`;
    case 'concealmentLost':
      return `${e.data.unit} in ${e.data.loc.hex} lost its "?" (${e.data.rule})`;
    case 'dummyRevealed':
      return `A dummy in ${e.data.loc.hex} was revealed and removed (${e.data.rule})`;
    case 'moved': {
      const d = e.data;
      return `${who(d.units)}${d.concealed && d.units.length ? ' and a "?"' : ''} moved ${d.from} → ${d.to}${mfSuffix(d.mf)}`;
    }
    case 'moveStopped':
      return `A move from ${e.data.from} into ${e.data.into} was stopped: concealed units there (${e.data.rule})`;
    case 'fire': {
      const d = e.data;
      return `${d.kind} fire by ${d.firers.join(', ')} at ${d.target}: ${d.fp} FP${d.area ? ' (Area Fire)' : ''}, ${d.column} column`;
    }
    case 'fireResult': {
      const d = e.data;
      const mods = (d.modifiers ?? []).map((x) => ` ${x.value >= 0 ? '+' : ''}${x.value} ${x.name} (${x.rule})`).join('');
      return `Result at ${d.target}${d.position ? ` (${d.position})` : ''}: ${d.result}${d.final !== undefined ? ` (same DR${mods} = ${d.final})` : ''}`;
    }
    case 'broken':
      return `${e.data.unit} breaks (${e.data.rule})`;
    case 'pinned':
      return `${e.data.unit} is pinned (${e.data.rule})`;
    case 'eliminated':
      return `${e.data.unit} is eliminated in ${e.data.loc?.hex ?? ''} (${e.data.rule})`;
    case 'reduced':
      return `${e.data.unit} is reduced to ${names.unit(e.data.to)} (${e.data.rule})`;
    case 'swLeft':
      return `${names.unit(e.data.type)} ${e.data.unit} of ${e.data.carriedBy} stays in ${e.data.loc.hex}, unpossessed (${e.data.rule})`;
    case 'rallied':
      return `${e.data.unit} rallies (${e.data.rule})`;
    case 'advanced':
      return `${who(e.data.units)} advanced ${e.data.from} → ${e.data.to}${mfSuffix(e.data.mf)}`;
    case 'routed':
      return `${who(e.data.units)} routed ${e.data.from} → ${e.data.to}${mfSuffix(e.data.mf)} (${e.data.rule})`;
    case 'closeCombat':
      return `Close Combat in ${e.data.hex}${e.data.melee ? ': Melee goes on' : ''} (${e.data.rule})`;
    case 'closeCombatOdds':
      return `Close Combat odds for ${names.side(e.data.side)}: ${e.data.attackFp} to ${e.data.defenceFp}${e.data.odds ? ` (${e.data.odds})` : ''}, Kill Number ${e.data.killNumber}, Final DR ${e.data.final} (A11.11)`;
    case 'levelChanged': {
      const d = e.data;
      return `${who(d.units)} ${d.to > d.from ? 'climbed' : 'went down'} to ${d.to ? `level ${d.to}` : 'ground level'} in ${d.hex}${mfSuffix(d.mf)} (B23.42)`;
    }
    case 'fortificationPlaced': {
      // its name is kept, so the line of its removal can say what went
      const f = e.data.fortification;
      names.remember([f]);
      return `${names.side(f.side)}: ${fortificationName(f)} placed in ${f.hex} (${e.data.rule})`;
    }
    case 'fortificationRemoved': {
      const d = e.data;
      const name = d.kind ? fortificationName({ kind: d.kind, ...(d.squads ? { squads: d.squads } : {}) }) : names.fortification(d.id);
      return `${name ? capitalised(name) : 'A fortification counter'} in ${e.data.hex} is removed (${e.data.rule})`;
    }
    case 'residualFire':
      return `Residual FP ${e.data.fp} in ${e.data.hex} (A8.2)`;
    case 'dcPlaced':
      return `a DC is placed ${e.data.loc.place === 'sewer' ? 'into the sewer beneath' : 'in'} ${e.data.loc.hex}${e.data.unit ? ` by ${e.data.unit}` : ''} (A23.7)`;
    case 'dcAttack':
      return `DC attack on ${e.data.loc.place === 'sewer' ? 'the sewer beneath ' : ''}${e.data.loc.hex}: ${e.data.fp} FP (A23.7)`;
    case 'ambush':
      return `Ambush in ${e.data.hex} by ${names.side(e.data.side)} (A11.4)`;
    case 'closeCombatDeclared': {
      // A11.12: units the reader sees by id, a "?" as such
      const part = (ids: readonly string[], veiled: boolean) => [...ids, ...(veiled ? ['the "?"'] : [])].join(', ');
      const attacks = e.data.attacks.map((a) => `${part(a.attackers, a.concealedAttackers)} attack ${part(a.targets, a.concealedTargets)}`);
      return `${names.side(e.data.side)} declares Close Combat in ${e.data.hex}: ${attacks.length ? attacks.join('; ') : 'no attack'} (${e.data.rule})`;
    }
    case 'skillCardUsed':
      return `${e.data.unit} uses the skill card "${e.data.card}" (${e.data.rule})`;
    case 'matchEnded':
      // no winner: a match aborted before play began has no result; otherwise it is a draw
      return `Match over: ${e.data.winner ? sideWins(names.side(e.data.winner)) : e.data.aborted ? 'no result' : 'draw'}. ${e.data.reason}`;
    default:
      // typed events without a line of their own (moraleCheck: its roll is shown); the impulses' and sewer network's
      return `${raw.type} ${JSON.stringify(raw.data)}`;
  }
}
