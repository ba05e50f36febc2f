// When no policy wants anything: end the phase (or setup, or decline), the ready commands first; an
// entry that must be answered and has only choices is completed with its first options.
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { type Command, type Decision, fresh, type Memory } from './types';

/** Ready commands by preference: the ones that pass the turn on without doing harm. */
const PASSING = ['finishSetup', 'declineFire', 'noRout', 'endPhase', 'pass'];

/** An entry with choices completed by its first options (the shapes of protocol/legal.ts and areas/). */
export function firstOptions(entry: LegalCommand): Command {
  const c = (entry.choices ?? {}) as Record<string, unknown>;
  const first = (k: string) => (c[k] as unknown[] | undefined)?.[0];
  switch (entry.type) {
    case 'recordTunnels':
      return { type: 'recordTunnels', tunnels: [] };
    case 'changeLevel':
      return { type: 'changeLevel', units: c.units, level: first('levels') };
    case 'placeDC':
      return { type: 'placeDC', unit: c.unit, target: first('targets') };
    case 'entrench':
      return { type: 'entrench', units: first('groups'), leaders: [] };
    case 'setUpBeneath': {
      const above = c.above as string[];
      return above.length
        ? { type: 'setUpBeneath', units: above, beneath: true }
        : { type: 'setUpBeneath', units: c.beneath, beneath: false };
    }
    case 'move':
    case 'advance':
      return { type: entry.type, units: c.units, to: first('to') };
    case 'rout':
      return { type: 'rout', unit: c.unit, to: first('to') };
    case 'fire': {
      const target = first('targets') as string;
      return { type: 'fire', firers: (c.byTarget as Record<string, string[]>)[target], target };
    }
    case 'defensiveFire':
      return { type: 'defensiveFire', firers: c.firers };
    case 'placeSniper':
      return { type: 'placeSniper', hex: first('hexes') };
    case 'sewerMove':
    case 'sewerLostDestination':
      return { type: entry.type, stack: c.stack, to: first('to') };
    default:
      return { type: entry.type };
  }
}

export function fallbackPolicy(_world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  for (const type of PASSING) {
    const entry = legal.find((l) => l.type === type && l.command);
    const cmd = entry && fresh(memory, { ...entry.command });
    if (cmd) return { command: cmd, why: `pass: ${type}` };
  }
  for (const entry of legal) {
    const cmd = fresh(memory, entry.command ? { ...entry.command } : firstOptions(entry));
    if (cmd) return { command: cmd, why: `first option: ${entry.type}` };
  }
  return null;
}
