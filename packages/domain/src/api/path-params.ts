import { z } from 'zod';
import { MAX_BIGSERIAL_ID, MAX_PATH_PARAM_LENGTH, MAX_SERIAL_ID } from '../limits.ts';
import { ZText } from '../safe-text.ts';

/** Path parameters that many calls share. */

export const ZSurveyParam = ZText.max(200).describe("The survey's extName");

export const ZSurveyParams = z.object({ survey: ZSurveyParam });

/** The params of every call on a filtered drill path. */
export const ZDashboardParams = z.object({
  survey: ZSurveyParam,
  // Not ZText: a NUL in a filter value is refused by the filter codec, naming the filter.
  drillPathFiltered: z
    .string()
    .max(MAX_PATH_PARAM_LENGTH)
    .describe(
      'A drill path (view,root,unit,...), optionally followed by ";" and a filter token, URL-encoded as one path segment',
    ),
});

/**
 * A positive whole-number id in a path, within its column's range (`serial` or
 * `bigserial`): a larger one is a 400, never a database error.
 */
export const idParam = (description: string, column: 'serial' | 'bigserial' = 'serial') =>
  z.coerce
    .number()
    .int()
    .positive()
    .max(column === 'serial' ? MAX_SERIAL_ID : MAX_BIGSERIAL_ID)
    .describe(description);
