import { z } from 'zod';

/** Path parameters that many calls share. */

export const ZSurveyParam = z.string().max(200).describe("The survey's extName");

export const ZSurveyParams = z.object({ survey: ZSurveyParam });

/** The params of every call on a filtered drill path. */
export const ZDashboardParams = z.object({
  survey: ZSurveyParam,
  drillPathFiltered: z
    .string()
    .max(4000)
    .describe(
      'A drill path (view,root,unit,...), optionally followed by ";" and a filter token, URL-encoded as one path segment',
    ),
});

/** A positive whole-number id in a path. */
export const idParam = (description: string) => z.coerce.number().int().positive().describe(description);
