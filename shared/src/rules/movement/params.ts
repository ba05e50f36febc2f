// The movement module's parameters.
import * as z from 'zod';
import { defineParams } from '../../engine/params';

export const MovementParams = defineParams(
  z.object({
    /** B23.42: MF to move one level up or down inside a building (default to confirm). */
    levelChangeMf: z.number().min(0).default(1),
  }),
);
