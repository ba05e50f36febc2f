// Typed rule errors. A message is phrased from what the asking seat knows: an error must never
// reveal a hidden enemy unit (the same illegal command gets the same answer whatever is hidden).

export const ERROR_CODES = [
  'BAD_COMMAND',
  'NOT_YOUR_TURN',
  'WRONG_PHASE',
  'MATCH_NOT_ACTIVE',
  'PENDING_DECISION',
  /**
   * The one answer for an id that is not the sender's: an enemy unit (seen or not), a sewer stack of
   * the other side, or nothing at all (engine/ownPieces.ts). "No such unit" apart would count them.
   */
  'NOT_YOUR_UNIT',
  'NOT_IN_SETUP_ZONE',
  'SETUP_INCOMPLETE',
  'SETUP_FINISHED',
  'OVERSTACKED',
  'ILLEGAL_LOCATION',
  'CANNOT_CONCEAL',
  /** A12.3: more units set up hidden than the scenario's grant allows, or units it does not cover. */
  'HIP_NOT_GRANTED',
  'NOT_OFFERED',
  'ILLEGAL_COMMAND',
  /** The command named a phase and turn that are over (protocol/moment.ts). */
  'MOMENT_PASSED',
] as const;
export type RuleErrorCode = (typeof ERROR_CODES)[number];

export interface RuleErrorInfo {
  readonly code: RuleErrorCode | (string & {});
  readonly message: string;
  /** The rule that forbids it, e.g. `B8.41`. */
  readonly rule?: string;
}

export class RuleError extends Error implements RuleErrorInfo {
  constructor(
    readonly code: RuleErrorCode | (string & {}),
    message: string,
    readonly rule?: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }

  toInfo(): RuleErrorInfo {
    return { code: this.code, message: this.message, ...(this.rule ? { rule: this.rule } : {}) };
  }
}

export function fail(code: RuleErrorCode | (string & {}), message: string, rule?: string): never {
  throw new RuleError(code, message, rule);
}
