// Close Combat (A11.12): every unit that may attack does, as one attack against every enemy unit of the
// Location (the best odds a single attack gets, A11.11; a "?" is attacked as the one target A11.19 allows).
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { type Decision, fresh, type Memory } from './types';

interface CcChoices {
  location: string;
  attackers: string[];
  targets: string[];
  concealed: boolean;
}

export function closeCombatPolicy(_world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  for (const entry of legal) {
    if (entry.type !== 'declareCloseCombat' && entry.type !== 'answerCloseCombat') continue;
    const c = entry.choices as unknown as CcChoices;
    const attacks = c.attackers.length ? [{ attackers: c.attackers, targets: c.targets, ...(c.concealed ? { concealed: true } : {}) }] : [];
    const cmd =
      fresh(memory, { type: entry.type, location: c.location, attacks }) ??
      fresh(memory, { type: entry.type, location: c.location, attacks: [] });
    if (cmd) return { command: cmd, why: 'close combat: all in' };
  }
  return null;
}
