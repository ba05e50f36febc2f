// The sewer rules' decisions and buttons in players' words (B8.4-B8.42), and their entries completed by
// a hex on the board: moving a "Sewer ?" beneath the map, the DEFENDER moving a lost one, advancing up
// out of a sewer, fire between sewer stacks.
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { HexPick, PendingText, UnitWho } from '../registry';
import { choicesOf, serverLabel, str, strs } from '../read';

const list = (ids: readonly string[], who: UnitWho) => ids.map(who).join(', ');

export const SEWER_PENDING: Readonly<Record<string, PendingText>> = {
  sewerEmergenceReveal: {
    ask: (o, who) =>
      `"Sewer ?" ${str(o, 'stack')} tries to come up at ${str(o, 'hex')}: reveal ${list(strs(o, 'units'), who) || 'your units'} there for its Emergence dr, or stay concealed? (B8.42)`,
    wait: 'decide whether to reveal units above a Sewer Emergence (B8.42)',
  },
  sewerLostDestination: {
    ask: (o) => `Pick where the lost "Sewer ?" ${str(o, 'stack')}${str(o, 'from') ? ` beneath ${str(o, 'from')}` : ''} goes (B8.41)`,
    wait: 'move a lost "Sewer ?" (B8.41)',
  },
};

export const SEWER_ENTRIES: Readonly<Record<string, (l: LegalCommand, who: UnitWho) => string>> = {
  enterSewer: (l, who) => {
    const c = choicesOf(l, 'enterSewer');
    return c ? `${list(c.units, who)}: go down the manhole at ${c.from}` : serverLabel(l, who);
  },
  sewerLeaderCheck: (l, who) => `4TC for ${who(str(l.command, 'leader'))} to lead into the sewer (B8.4)`,
  sewerMove: (l, who) => {
    const c = choicesOf(l, 'sewerMove');
    return c ? `Move "Sewer ?" ${c.stack} beneath ${c.from}` : serverLabel(l, who);
  },
  sewerLostDestination: (l, who) => {
    const c = choicesOf(l, 'sewerLostDestination');
    return c ? `Move the lost "Sewer ?" ${c.stack} from beneath ${c.from}` : serverLabel(l, who);
  },
  sewerAdvance: serverLabel,
  sewerFire: () => 'Fire in the sewers (B8.3)',
  sewerEmerge: serverLabel,
  sewerEmergenceReveal: serverLabel,
};

/** A "Sewer ?" moving beneath the map, its owner's (B8.41) or the DEFENDER's for a lost one. */
function stackMove(type: 'sewerMove' | 'sewerLostDestination'): HexPick {
  return {
    hexes: (l) => choicesOf(l, type)?.to ?? [],
    command: (l, hex) => {
      const c = choicesOf(l, type);
      return c ? { type, stack: c.stack, to: hex } : null;
    },
    notAnOption: (l, hex) => `${hex} is not a Sewer Location "Sewer ?" ${choicesOf(l, type)?.stack ?? ''} may reach`,
    picked: type === 'sewerMove',
  };
}

export const SEWER_PICKS: Readonly<Record<string, HexPick>> = {
  sewerMove: stackMove('sewerMove'),
  sewerLostDestination: stackMove('sewerLostDestination'),
  sewerAdvance: {
    hexes: (l) => choicesOf(l, 'sewerAdvance')?.into ?? [],
    command: (l, hex) => {
      const c = choicesOf(l, 'sewerAdvance');
      return c ? { type: 'sewerAdvance', stack: c.stack, into: hex } : null;
    },
    notAnOption: (l, hex) => `${hex} is not a Location "Sewer ?" ${choicesOf(l, 'sewerAdvance')?.stack ?? ''} may advance into`,
    picked: true,
  },
  // the hexes are highlighted; the fire itself is chosen in the sewer fire panel
  sewerFire: { hexes: (l) => choicesOf(l, 'sewerFire')?.hexes ?? [], command: (l, hex) => ({ type: l.type, hex }) },
};
