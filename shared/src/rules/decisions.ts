// Kinds of pending decisions shared by several rule modules (DESIGN section 2: a decision is asked
// of one seat and answered by a command that names the kind in its `answers`).

/** A8.1: after every MF expenditure in view, the DEFENDER is asked whether to fire (always asked, so the question reveals nothing). */
export const DFF_KIND = 'defensiveFirstFire';
