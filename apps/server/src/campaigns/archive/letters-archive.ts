import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { Kysely } from 'kysely';
import type { Scope } from '#access/scope.ts';
import type { DashboardContext } from '#analytics/dashboard.ts';
import { nodeUnitIds } from '#campaigns/reach/contact-scope.ts';
import type { DB } from '#db/schema.ts';
import { notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { type LetterRef, letterContents, letterOf, lettersUnder, markArchived } from './letter-repository.ts';

/** Letters read from the database per round. */
const PAGE = 200;
/** Bytes waiting for the client before the next round waits for it. */
const HIGH_WATER = 4 * 1024 * 1024;

const letterFileName = (letter: LetterRef) => `letter-${letter.campaignId}-${letter.messageId}.pdf`;

/** Resolves when the client took the waiting bytes, or went away. */
const drained = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    out.once('drain', resolve);
    out.once('close', resolve);
  });

/** The letters as one zip, streamed: PDFs are compressed already, so stored as they are. */
function zipStream(db: Kysely<DB>, letters: readonly LetterRef[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const produce = async () => {
    for (let from = 0; from < letters.length && !out.destroyed; from += PAGE) {
      const page = letters.slice(from, from + PAGE);
      const contents = await letterContents(
        db,
        page.map((l) => l.messageId),
      );
      for (const letter of page) {
        const content = contents.get(letter.messageId);
        if (!content) continue;
        const file = new ZipPassThrough(letterFileName(letter));
        zip.add(file);
        file.push(content, true);
      }
      if (out.writableLength > HIGH_WATER) await drained(out);
    }
    zip.end();
  };
  produce().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * The letters to contacts under the drill node (and the caller's scope) as a zip of PDFs:
 * all of them, or those not downloaded before. They count as archived from now on. 404
 * when there is none.
 */
export async function lettersArchive(
  services: Pick<Services, 'database'>,
  ctx: DashboardContext,
  all: boolean,
  now: Date,
): Promise<{ fileName: string; stream: Readable }> {
  const db = services.database.db;
  const letters = await lettersUnder(db, ctx.survey, nodeUnitIds(ctx), all);
  if (letters.length === 0) throw notFound('No letters to download');
  await markArchived(
    db,
    letters.map((l) => l.messageId),
  );
  const day = now.toISOString().slice(0, 10);
  return { fileName: `letters-${ctx.survey.extName}-${day}.zip`, stream: zipStream(db, letters) };
}

/** One letter's PDF; 404 outside the caller's scope (and for another survey's or universe's). */
export async function letterPdf(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  scope: Scope,
  messageId: number,
): Promise<{ fileName: string; content: Buffer }> {
  const letter = await letterOf(services.database.db, survey, messageId);
  if (!letter || !scope.allows(survey.organisation.unitsById.get(letter.unitId)))
    throw notFound(`Letter ${messageId} not found`);
  return {
    fileName: letterFileName({ messageId, campaignId: letter.campaignId }),
    content: Buffer.from(letter.content),
  };
}
