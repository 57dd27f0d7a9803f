import { raiseLoadCount } from '#campaigns/campaign-changes.ts';
import { campaignById, findTemplate } from '#campaigns/campaign-repository.ts';
import type { Services } from '#services.ts';
import type { TaskOutcome, TaskRun } from '#tasks/task-worker.ts';
import { finishCampaign } from './campaign-finished.ts';
import { type CampaignDelivery, deliverMessage } from './deliver-message.ts';
import {
  campaignStatus,
  claimMessage,
  failInterrupted,
  failUnsent,
  markCampaignSent,
  messageProgress,
  nextMessages,
  recordOutcome,
  releaseClaim,
  skipMessage,
  universeTitle,
} from './message-repository.ts';

const DONE: TaskOutcome = { state: 'done', result: null, error: null };
/** Messages read per round. */
const BATCH = 100;
/** The longest sleep between progress calls (where a stop or a cancel is noticed). */
const STEP_MS = 200;
/** The read model and open screens follow the messages at most this often while sending. */
const REFRESH_EVERY = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `until` (epoch ms) in small steps, reporting progress at each. */
async function waitUntil(until: number, tick: () => Promise<void>): Promise<void> {
  for (let left = until - Date.now(); left > 0; left = until - Date.now()) {
    await sleep(Math.min(STEP_MS, left));
    await tick();
  }
}

/**
 * The `campaign_send` task: sends a campaign's pending messages in id order, each claimed
 * before it is handed over and its outcome recorded after, so a run stopped at any point
 * and started again sends nothing twice. A message claimed by a run that died before it
 * recorded the outcome is failed (its mail may or may not have gone). The throttle spaces
 * the messages; a pause ends the run (resuming queues a new one); at the end the campaign
 * is completed.
 *
 * One run sends a slice (CAMPAIGN_SLICE_MESSAGES messages or CAMPAIGN_SLICE_SECONDS,
 * whichever first) and yields: the task goes back to the queue behind what was queued
 * meanwhile (an import, a report), and the next slice starts from the first message never
 * claimed, so slices change nothing of the claim-send-record rule above.
 */
export async function runCampaignSendTask(run: TaskRun<Services>): Promise<TaskOutcome> {
  const { task, services, survey, log } = run;
  const db = services.database.db;
  const campaignId = Number(task.payload.campaignId);
  const campaign = await campaignById(db, campaignId);
  if (campaign?.status !== 'active' || campaign.surveyId !== survey.id) return DONE;
  let changed = await failInterrupted(db, campaignId);
  const template =
    campaign.templateId === null ? undefined : await findTemplate(db, survey, campaign.templateId);
  if (!template) {
    changed += await failUnsent(db, campaignId, 'The template was deleted before the message was sent');
    await finishCampaign(services, survey, campaign);
    if (changed > 0) await raiseLoadCount(services, survey);
    return DONE;
  }
  const delivery: CampaignDelivery = {
    services,
    log,
    survey,
    channel: campaign.channel,
    variants: template.variants,
    sender: await universeTitle(db, campaign.universeId),
  };
  const spacingMs = campaign.throttlePerMinute ? 60_000 / campaign.throttlePerMinute : 0;
  let { total, done } = await messageProgress(db, campaignId);
  const tick = () => run.progress(done, total);
  let lastSend = 0;
  let paused = false;
  const slice = services.config.campaignSlice;
  const sliceEnds = Date.now() + slice.ms;
  let handed = 0;
  try {
    await tick();
    for (let afterId = 0; !paused; ) {
      const batch = await nextMessages(db, campaignId, afterId, BATCH);
      if (batch.length === 0) break;
      for (const message of batch) {
        afterId = message.id;
        if (message.unsubscribed) {
          if (await skipMessage(db, message.id)) {
            done++;
            changed++;
          }
          continue;
        }
        await waitUntil(lastSend + spacingMs, tick);
        // a pause (or a deletion) takes effect before the next message
        if ((await campaignStatus(db, campaignId)) !== 'active') {
          paused = true;
          break;
        }
        if (!(await claimMessage(db, message.id))) continue;
        if (lastSend === 0) await markCampaignSent(db, campaignId);
        lastSend = Date.now();
        // From the claim to the record nothing may stop the run (no progress call in between).
        const outcome = await deliverMessage(delivery, message);
        if (outcome.state === 'retry') {
          // The channel is down for now: this run stops and the task runs again later (with
          // the worker's back-off), from this message on.
          await releaseClaim(db, message.id);
          throw new Error(`Sending paused, the channel did not take messages: ${outcome.error}`);
        }
        await recordOutcome(db, message, campaign.universeId, outcome);
        done++;
        changed++;
        if (changed % REFRESH_EVERY === 0) await raiseLoadCount(services, survey);
        await tick();
        if (++handed >= slice.messages || Date.now() >= sliceEnds) return { state: 'yield', done, total };
      }
    }
    if (!paused) {
      // Claims of a run that died shortly before this one: failed once they are a minute old.
      for (;;) {
        changed += await failInterrupted(db, campaignId);
        const left = await messageProgress(db, campaignId);
        ({ total, done } = left);
        if (left.claimedPending === 0) break;
        await waitUntil(Date.now() + 1000, tick);
      }
      await finishCampaign(services, survey, campaign);
    }
  } finally {
    if (changed > 0)
      await raiseLoadCount(services, survey).catch((error: unknown) =>
        log.warn({ err: error, campaignId }, 'loadCount not raised after sending'),
      );
  }
  return DONE;
}
