// Event lines of the sewer-cards modules (SC.2-SC.7): entering a Sewer card, advancing it, coming up,
// an assault from the sewer, an activation and an assault. Their data is read with schemas of their own;
// what the other side may not know is simply absent from its event (hidden cards: no unit, no card's
// tokens), so each line says only what it carries. An event we do not know the shape of gets a plain
// line (never raw JSON). Pure: text.
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import * as z from 'zod';
import { actionName } from './activations';

const str = z.string().optional();
const Entered = z.object({ unit: str, card: str, hex: str, side: str, rule: str });
const Advanced = z.object({ unit: str, card: str, exitRange: z.int().optional(), side: str, rule: str });
const Emerged = z.object({ unit: str, card: str, hex: z.string(), action: str, side: str, rule: str });
const SewerAssault = z.object({ unit: str, card: str, hex: z.string(), side: str, rule: str, result: str });
/** Sewer-cards' activation: a unit and its action (heroes-and-leaders' has `by`, hexes and leaders: not ours). */
const Activated = z.object({ unit: z.string().optional(), action: z.string(), side: str, rule: str });
const Assaulted = z.object({ unit: str, units: z.array(z.string()).optional(), hex: z.string(), side: str, rule: str, result: str });

const SC_EVENTS = new Set(['sewerEntered', 'sewerAdvanced', 'emerged', 'sewerAssault', 'assaulted']);
const rule = (r: string | undefined, fallback: string) => ` (${r ?? fallback})`;

/** "sewerEntered" -> "sewer entered". */
function words(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function who(d: { unit?: string | undefined; side?: string | undefined }, side: (s: string) => string, fallback: string): string {
  return d.unit ?? (d.side ? `a ${side(d.side)} squad` : fallback);
}

/** A line for a sewer-cards event; null for any other event (heroes-and-leaders' `activated` included). */
export function sewerCardsEventLine(e: ViewEvent, side: (s: string) => string): string | null {
  switch (e.type) {
    case 'sewerEntered': {
      // the asl sewers' event of this name carries a sewer stack, not a card: not ours
      const p = Entered.safeParse(e.data);
      if (!p.success || 'stack' in (e.data as object)) return null;
      const d = p.data;
      return `${who(d, side, 'a squad')} went down into the sewer${d.hex ? ` at ${d.hex}` : ''}${d.card ? ` onto Sewer card ${d.card}` : ''}${rule(d.rule, 'SC.2')}`;
    }
    case 'sewerAdvanced': {
      const p = Advanced.safeParse(e.data);
      if (!p.success) return words(e.type);
      const d = p.data;
      return `${d.card ? `Sewer card ${d.card}` : 'A Sewer card'} advanced${d.unit ? ` (${d.unit})` : ''}${d.exitRange !== undefined ? `: exit range ${d.exitRange}` : ''}${rule(d.rule, 'SC.4')}`;
    }
    case 'emerged': {
      const p = Emerged.safeParse(e.data);
      if (!p.success) return words(e.type);
      const d = p.data;
      return `${who(d, side, 'a squad')} came up out of the sewer at ${d.hex}${d.card ? ` (Sewer card ${d.card})` : ''}${d.action ? `: ${actionName(d.action).toLowerCase()}` : ''}${rule(d.rule, 'SC.5')}`;
    }
    case 'sewerAssault': {
      const p = SewerAssault.safeParse(e.data);
      if (!p.success) return words(e.type);
      const d = p.data;
      return `${who(d, side, 'a squad')} assaulted ${d.hex} from the sewer${d.card ? ` (Sewer card ${d.card})` : ''}${d.result ? `: ${d.result}` : ''}${rule(d.rule, 'SC.6')}`;
    }
    case 'assaulted': {
      const p = Assaulted.safeParse(e.data);
      if (!p.success) return words(e.type);
      const d = p.data;
      const by = d.units?.length ? d.units.join(', ') : who(d, side, 'a unit');
      return `${by} assaulted ${d.hex}${d.result ? `: ${d.result}` : ''}${rule(d.rule, 'SC.7')}`;
    }
    case 'activated': {
      const p = Activated.safeParse(e.data);
      if (!p.success) return null;
      const d = p.data;
      const by = d.unit ?? (d.side ? `${side(d.side)}: a unit` : 'A unit');
      return `${by} activated: ${actionName(d.action).toLowerCase()}${rule(d.rule, 'SC.7')}`;
    }
    default:
      return SC_EVENTS.has(e.type) ? words(e.type) : null;
  }
}
