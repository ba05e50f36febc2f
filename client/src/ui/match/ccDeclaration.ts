// A Close Combat declaration built in the Actions panel (A11.12): the attacks added so far and the one
// being put together (attackers and targets ticked), the odds column and Kill Number the ticked attack
// gives (A11.11, read on the CC Table the server sent), and the command that declares them all. No rule
// is decided here: the server checks the declaration (each unit attacks and is attacked once, A11.12;
// broken units never attack, A11.16; no SMC singled out, A11.14).
import { killNumber, oddsColumn } from '@hexfog/shared/protocol/ccOdds';
import type { Choices } from '@hexfog/shared/protocol/legal';

export type CcChoices = Choices<'declareCloseCombat'>;

export interface CcAttack {
  readonly attackers: readonly string[];
  readonly targets: readonly string[];
  /** The units under the enemy "?" there, as one target (A11.19). */
  readonly concealed: boolean;
}

/** The player's declaration in one Location while it is being built. */
export interface CcDraft {
  readonly location: string;
  readonly added: CcAttack[];
  /** The attack being ticked. */
  current: { attackers: Set<string>; targets: Set<string>; concealed: boolean };
}

export function newDraft(location: string): CcDraft {
  return { location, added: [], current: { attackers: new Set(), targets: new Set(), concealed: false } };
}

/** Units (own or enemy) already in an added attack: A11.12, none attacks or is attacked twice. */
export function used(d: CcDraft): { attackers: Set<string>; targets: Set<string>; concealed: boolean } {
  return {
    attackers: new Set(d.added.flatMap((a) => a.attackers)),
    targets: new Set(d.added.flatMap((a) => a.targets)),
    concealed: d.added.some((a) => a.concealed),
  };
}

const currentAttack = (d: CcDraft): CcAttack => ({
  attackers: [...d.current.attackers],
  targets: [...d.current.targets],
  concealed: d.current.concealed,
});

/** Whether the ticked attack has an attacker and a target. */
export function complete(a: CcAttack): boolean {
  return a.attackers.length > 0 && (a.targets.length > 0 || a.concealed);
}

/** Moves the ticked attack to the added ones. */
export function addCurrent(d: CcDraft): void {
  const a = currentAttack(d);
  if (!complete(a)) return;
  d.added.push(a);
  d.current = { attackers: new Set(), targets: new Set(), concealed: false };
}

/**
 * What the attack gives, in the player's words: "12 FP vs 4 FP: 3-1, Kill Number 8 (A11.11)". Against a
 * "?" the FP is halved (A11.19) and the defence is not known: the odds are left open.
 */
export function oddsText(c: CcChoices, a: CcAttack): string {
  const fp = (ids: readonly string[]) => ids.reduce((s, id) => s + (c.fp[id] ?? 0), 0);
  const attack = fp(a.attackers);
  const defence = fp(a.targets);
  if (!a.attackers.length) return 'Tick the units that attack';
  if (!a.targets.length && !a.concealed) return `${attack} FP: tick what they attack`;
  if (a.concealed)
    return `${attack} FP, halved to ${attack / 2} against the "?" (A11.19)${defence ? ` and ${defence} FP more` : ''}: the odds depend on the units under the "?"`;
  return `${attack} FP vs ${defence} FP: ${oddsColumn(c.killTable, attack, defence)}, Kill Number ${killNumber(c.killTable, attack, defence)} (A11.11)`;
}

/** The declaration to send: the added attacks and the ticked one, if complete. */
export function declaration(type: 'declareCloseCombat' | 'answerCloseCombat', d: CcDraft): Record<string, unknown> {
  const attacks = [...d.added, currentAttack(d)]
    .filter(complete)
    .map((a) => ({ attackers: [...a.attackers], targets: [...a.targets], ...(a.concealed ? { concealed: true } : {}) }));
  return { type, location: d.location, attacks };
}

/** The default: every unit that may attack, together, against everything it sees there (A11.12 EX, case A). */
export function allTogether(type: 'declareCloseCombat' | 'answerCloseCombat', c: CcChoices): Record<string, unknown> {
  return {
    type,
    location: c.location,
    attacks: [{ attackers: [...c.attackers], targets: [...c.targets], ...(c.concealed ? { concealed: true } : {}) }],
  };
}
