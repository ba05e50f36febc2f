// The moment a command acts on. A command whose meaning depends on the moment (ending a phase above
// all) names it, so a command sent for a phase that has since ended is refused instead of acting on
// the next one (two "End DFPh" clicks must not end the DFPh and the AFPh).
import * as z from 'zod';

export const MomentSchema = z.strictObject({
  turn: z.int().min(1),
  playerTurn: z.union([z.literal(1), z.literal(2)]),
  phase: z.string().min(1).max(16),
  /** Which repetition of the phase in this Player Turn, where a phase repeats (impulses); absent where it does not. */
  step: z.int().min(1).optional(),
});
export type Moment = z.infer<typeof MomentSchema>;

export function sameMoment(a: Moment, b: Moment): boolean {
  return a.turn === b.turn && a.playerTurn === b.playerTurn && a.phase === b.phase && a.step === b.step;
}

export function momentName(m: Moment): string {
  return `${m.phase}${m.step ? ` ${m.step}` : ''} of turn ${m.turn}.${m.playerTurn}`;
}

/** What a client knows of the moment: its latest view's turn, Player Turn and phase. */
export interface MomentSource {
  readonly status: string;
  readonly turn: number;
  readonly playerTurn: 1 | 2;
  readonly phase: string;
  readonly step?: number;
}

/**
 * The command as a client sends it: named for the moment of the view it was chosen in (every command
 * but resigning, whose meaning never depends on the moment), unless it names one already.
 */
export function atMoment(command: Record<string, unknown>, view: MomentSource | null): Record<string, unknown> {
  if (!view || view.status !== 'playing' || command.type === 'resign' || 'at' in command) return command;
  return { ...command, at: { turn: view.turn, playerTurn: view.playerTurn, phase: view.phase, ...(view.step ? { step: view.step } : {}) } };
}
