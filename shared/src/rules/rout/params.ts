// The rout module's parameters.
import * as z from 'zod';
import { defineParams } from '../../engine/params';

export const RoutParams = defineParams(
  z.object({
    /** A10.5: the MF every routing unit has, squad or SMC (6; the rule text to confirm, see docs/rules-coverage.md). */
    routMf: z.number().int().min(1).max(12).default(6),
  }),
);
