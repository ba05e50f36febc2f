// One flood of the abuse harness in a process of its own: `abuseWorker.ts <flood> <FloodArgs JSON>`;
// prints the flood's tally as one JSON line and exits (abuseAttacks.ts `attackFrom`).
import { FLOODS, type FloodArgs, type FloodName } from './abuseAttacks';

const [name, args] = process.argv.slice(2) as [FloodName, string];
const { target, durationMs, scale } = JSON.parse(args) as FloodArgs;
const tally = await FLOODS[name]({ target, until: Date.now() + durationMs, scale });
process.stdout.write(`${JSON.stringify(tally)}\n`);
process.exit(0);
