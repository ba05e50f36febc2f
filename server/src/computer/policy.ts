// The computer's policy by level: from the seat's own view only (the allow-list the server sent it),
// never from the match's state, which this process cannot reach.
// This first policy sets up at random in the offered hexes, answers what it is asked with the first
// option, and otherwise ends its phases; the practice bot's scenario-playing policy replaces it here.
import type { ComputerLevel, LegalCommand, View } from '@hexfog/shared';
import { isLeaving } from '@hexfog/shared/protocol/legal';
import type { Decide } from './seatPlayer';

const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];
const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : []);

/** A4.4-style setup: each unit in one of the offered hexes, its support weapons with a unit already placed. */
function placeUnits(view: View, entry: LegalCommand): Record<string, unknown> | null {
  const units = strings(entry.choices?.units);
  const hexes = strings(entry.choices?.hexes);
  if (!units.length || !hexes.length) return null;
  const isSw = (id: string) => view.units.find((u) => u.id === id)?.kind === 'sw';
  const placements = units.filter((u) => !isSw(u)).map((unit) => ({ unit, hex: pick(hexes)! }));
  if (!placements.length) return null;
  for (const unit of units.filter(isSw)) placements.push({ unit, hex: pick(placements)!.hex });
  return { type: 'placeUnits', placements };
}

/** A decision asked of the seat, or a hex to pick: the first offered. */
function answer(entry: LegalCommand): Record<string, unknown> | null {
  if (entry.command) return { ...entry.command };
  const hexes = strings(entry.choices?.hexes);
  return entry.type === 'placeSniper' && hexes.length ? { type: 'placeSniper', hex: pick(hexes)! } : null;
}

function decide(view: View): Record<string, unknown> | null {
  const offered = view.legal.filter((l) => !isLeaving(l));
  const mine = view.pending && view.pending.side === view.viewer;
  if (mine) return offered.map(answer).find((c) => c !== null) ?? null;
  // finishSetup is offered once every unit is placed (placeUnits stays offered: placements may change)
  const done = offered.find((l) => l.type === 'finishSetup') ?? offered.find((l) => l.type === 'endPhase');
  if (done?.command) return { ...done.command };
  const setup = offered.find((l) => l.type === 'placeUnits');
  return setup ? placeUnits(view, setup) : null;
}

/** The policy a level plays (both levels play the first policy for now). */
export function policyFor(_level: ComputerLevel): Decide {
  return decide;
}
