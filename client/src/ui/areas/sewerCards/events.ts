// Event lines of the sewer-cards modules (SC.2-SC.7): entering a Sewer card, advancing it, coming up,
// an assault from the sewer, an activation and an assault. Their data is read with schemas of their own;
// what the other side may not know is simply absent from its event (hidden cards: no unit, no card's
// tokens), so each line says only what it carries. An event we do not know the shape of gets a plain
// line (never raw JSON). Pure: text.
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import * as z from 'zod';
import { actionName } from './activations';

const str = z.string().optional();
const Entered = z.object({ unit: str, card: z.string(), hex: z.string(), rule: str });
const Advanced = z.object({ card: z.string(), exitRange: z.int().optional(), rule: str });
const Emerged = z.object({
  unit: str,
  card: z.string(),
  from: str,
  hex: z.string(),
  action: str,
  stopped: z.boolean().optional(),
  rule: str,
});
const SewerAssault = z.object({ unit: str, card: z.string(), from: str, hex: z.string(), rule: str });
const AssaultResolved = z.object({ card: z.string(), hex: z.string(), won: z.boolean(), eliminated: z.boolean().optional(), rule: str });
/** Sewer-cards' activation: one unit with its `action` (heroes-and-leaders' has none: not ours); the unit only where the viewer sees it. */
const Activated = z.object({ units: z.array(z.string()).default([]), action: z.string(), concealed: z.boolean().optional(), rule: str });
const Assaulted = z.object({ unit: str, hex: z.string(), concealed: z.boolean().optional(), won: z.boolean().optional(), rule: str });

const SC_EVENTS = new Set(['sewerCardEntered', 'sewerAdvanced', 'emerged', 'sewerAssault', 'sewerAssaultResolved', 'assaulted']);
const rule = (r: string | undefined, fallback: string) => ` (${r ?? fallback})`;

/** "sewerCardEntered" -> "sewer card entered". */
function words(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

const who = (unit: string | undefined, concealed?: boolean) => unit ?? (concealed ? 'a "?"' : 'a squad');

/** A line for a sewer-cards event; null for any other event (heroes-and-leaders' `activated` included). */
export function sewerCardsEventLine(e: ViewEvent): string | null {
  const line = lineFor(e);
  return line === undefined ? (SC_EVENTS.has(e.type) ? words(e.type) : null) : line;
}

/** undefined: the event is not of a shape we know (a plain line or none then). */
function lineFor(e: ViewEvent): string | null | undefined {
  switch (e.type) {
    case 'sewerCardEntered': {
      const p = Entered.safeParse(e.data);
      if (!p.success) return undefined;
      const d = p.data;
      return `${who(d.unit)} went down into the sewer at ${d.hex} onto Sewer card ${d.card}${rule(d.rule, 'SC.2')}`;
    }
    case 'sewerAdvanced': {
      const p = Advanced.safeParse(e.data);
      if (!p.success) return undefined;
      const d = p.data;
      return `Sewer card ${d.card} advanced${d.exitRange !== undefined ? `: exit range ${d.exitRange}` : ''}${rule(d.rule, 'SC.4')}`;
    }
    case 'emerged': {
      const p = Emerged.safeParse(e.data);
      if (!p.success) return undefined;
      const d = p.data;
      if (d.stopped)
        return `${who(d.unit)} of Sewer card ${d.card} could not come up at ${d.hex}: a hidden unit is there${rule(d.rule, 'SC.5')}`;
      return `${who(d.unit)} came up out of the sewer at ${d.hex} (Sewer card ${d.card})${d.action ? `: ${actionName(d.action).toLowerCase()}` : ''}${rule(d.rule, 'SC.5')}`;
    }
    case 'sewerAssault': {
      const p = SewerAssault.safeParse(e.data);
      if (!p.success) return undefined;
      const d = p.data;
      return `${who(d.unit)} assaulted ${d.hex} from the sewer (Sewer card ${d.card})${rule(d.rule, 'SC.6')}`;
    }
    case 'sewerAssaultResolved': {
      const p = AssaultResolved.safeParse(e.data);
      if (!p.success) return undefined;
      const d = p.data;
      return `The assault from Sewer card ${d.card} on ${d.hex} ${d.won ? 'won: the hex is taken' : d.eliminated ? 'failed: the squad was eliminated' : 'failed'}${rule(d.rule, 'SC.6')}`;
    }
    case 'assaulted': {
      const p = Assaulted.safeParse(e.data);
      if (!p.success) return undefined;
      const d = p.data;
      return `${who(d.unit, d.concealed)} assaulted ${d.hex}${d.won === undefined ? '' : d.won ? ' and holds it' : ' and did not take it'}${rule(d.rule, 'SC.7')}`;
    }
    case 'activated': {
      const p = Activated.safeParse(e.data);
      if (!p.success) return null;
      const d = p.data;
      const whom = d.units.length ? d.units.join(', ') : d.concealed ? 'A "?"' : 'A unit';
      return `${whom} activated: ${actionName(d.action).toLowerCase()}${rule(d.rule, 'SC.7')}`;
    }
    default:
      return undefined;
  }
}
