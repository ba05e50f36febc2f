// The rule areas with client parts of their own, one registry line each (./registry.ts says how).
import { entrenchmentsArea } from './entrenchments/index';
import { heroesAndLeadersArea } from './heroesAndLeaders/index';
import { hipArea } from './hip/index';
import { registerArea } from './registry';
import { sewerCardsArea } from './sewerCards/index';
import { sewersArea } from './sewers/index';
import { snipersArea } from './snipers/index';
import { supportWeaponsArea } from './supportWeapons/index';
import { tunnelsArea } from './tunnels/index';
import { waterArea } from './water/index';

// sewer-cards first: its shapes of names other modules use too (`activated` with an action, SC.7)
registerArea(sewerCardsArea);
registerArea(heroesAndLeadersArea);
registerArea(sewersArea);
registerArea(tunnelsArea);
registerArea(entrenchmentsArea);
registerArea(waterArea);
registerArea(snipersArea);
registerArea(supportWeaponsArea);
registerArea(hipArea);

export {
  areaBadge,
  areaEntryText,
  areaEventLine,
  areaHasEntry,
  areaHexPick,
  areaMarks,
  areaOffMap,
  areaPanels,
  areaPendingText,
  areaPieces,
} from './registry';
export type { AreaPage, AreaPanel, BoardMark } from './registry';
