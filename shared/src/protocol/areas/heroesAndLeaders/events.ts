// heroes-and-leaders: the events of its sewer network (rules/sewerNetwork, HL.2-HL.4). Its activations
// (rules/impulses, HL.3) emit the core's `activated`, which sewer-cards' activations share.
import { groupMove } from '../../wireParts';

export const heroesAndLeadersEvents = {
  /** HL.4: a stack's move through the sewer network, from node to node. */
  networkMoved: groupMove,
  /** HL.2: coming up out of the network into the hex's ground Location. */
  networkLeft: groupMove,
} as const;
