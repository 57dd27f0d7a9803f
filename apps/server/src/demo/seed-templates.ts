import type { TTemplateSave } from '@opinio/domain/schemas/campaigns';
import type { Kysely } from 'kysely';
import { campaignsDb } from '#campaigns/campaign-tables.ts';
import { checkedTemplate } from '#campaigns/templates/template-save.ts';
import type { DB } from '#db/schema.ts';

/** The demo's templates: an invitation by mail, SMS and letter, and a mail reminder, in every language. */
const DEMO_TEMPLATES: TTemplateSave[] = [
  {
    channel: 'mail',
    name: 'Invitation by mail',
    variants: {
      en: {
        subject: 'How was your visit to {{unit}}?',
        body: `<p>Hello {{name}},</p>
<p>Thank you for visiting {{unit}}. We would like to hear how we did: answering takes about two minutes, and every answer helps us serve you better.</p>
<p><a href="{{surveyLink}}">Answer the survey</a></p>
<p>Best regards,<br>{{unit}}</p>`,
      },
      fi: {
        subject: 'Kerro meille käynnistäsi: {{unit}}',
        body: `<p>Hei {{name}},</p>
<p>Kiitos käynnistäsi ({{unit}}). Haluaisimme kuulla, miten onnistuimme: vastaaminen vie noin kaksi minuuttia, ja jokainen vastaus auttaa meitä palvelemaan sinua paremmin.</p>
<p><a href="{{surveyLink}}">Vastaa kyselyyn</a></p>
<p>Ystävällisin terveisin<br>{{unit}}</p>`,
      },
      sv: {
        subject: 'Hur var ditt besök hos {{unit}}?',
        body: `<p>Hej {{name}},</p>
<p>Tack för ditt besök hos {{unit}}. Vi vill gärna höra hur vi lyckades: det tar ungefär två minuter att svara, och varje svar hjälper oss att bli bättre.</p>
<p><a href="{{surveyLink}}">Svara på enkäten</a></p>
<p>Med vänliga hälsningar<br>{{unit}}</p>`,
      },
    },
  },
  {
    channel: 'mail',
    name: 'Reminder by mail',
    variants: {
      en: {
        subject: 'A reminder: tell us about your visit to {{unit}}',
        body: `<p>Hello {{name}},</p>
<p>A few days ago we asked how your visit to {{unit}} went. If you have a moment, we would still love to hear from you: the survey is open for a little while longer.</p>
<p><a href="{{surveyLink}}">Answer the survey</a></p>
<p>Thank you!<br>{{unit}}</p>`,
      },
      fi: {
        subject: 'Muistutus: kerro meille käynnistäsi ({{unit}})',
        body: `<p>Hei {{name}},</p>
<p>Kysyimme muutama päivä sitten, miten käyntisi sujui ({{unit}}). Jos sinulla on hetki aikaa, kuulisimme yhä mielellämme mielipiteesi: kysely on vielä hetken avoinna.</p>
<p><a href="{{surveyLink}}">Vastaa kyselyyn</a></p>
<p>Kiitos!<br>{{unit}}</p>`,
      },
      sv: {
        subject: 'Påminnelse: berätta om ditt besök hos {{unit}}',
        body: `<p>Hej {{name}},</p>
<p>För några dagar sedan frågade vi hur ditt besök hos {{unit}} var. Om du har en stund vill vi fortfarande gärna höra av dig: enkäten är öppen en liten stund till.</p>
<p><a href="{{surveyLink}}">Svara på enkäten</a></p>
<p>Tack!<br>{{unit}}</p>`,
      },
    },
  },
  {
    channel: 'sms',
    name: 'Invitation by SMS',
    // GSM-7 characters only: one message per contact with a short name
    variants: {
      en: {
        subject: '',
        body: 'Hi {{name}}, thank you for visiting {{unit}}! How did we do? Answer in 2 minutes: {{surveyLink}}',
      },
      fi: {
        subject: '',
        body: 'Hei {{name}}, kiitos käynnistäsi ({{unit}})! Miten onnistuimme? Vastaa 2 minuutissa: {{surveyLink}}',
      },
      sv: {
        subject: '',
        body: 'Hej {{name}}, tack för ditt besök hos {{unit}}! Hur lyckades vi? Svara på 2 minuter: {{surveyLink}}',
      },
    },
  },
  {
    channel: 'letter',
    name: 'Invitation by letter',
    variants: {
      en: {
        subject: 'Tell us about your visit to {{unit}}',
        body: `Dear {{name}},

Thank you for visiting {{unit}}. We would like to hear how we did, so that we can serve you even better.

Answering the survey takes about two minutes. Open the address below on your computer or phone.

Thank you for your time.

Best regards,
{{unit}}`,
      },
      fi: {
        subject: 'Kerro meille käynnistäsi ({{unit}})',
        body: `Hyvä {{name}},

Kiitos käynnistäsi ({{unit}}). Haluaisimme kuulla, miten onnistuimme, jotta voimme palvella sinua entistä paremmin.

Kyselyyn vastaaminen vie noin kaksi minuuttia. Avaa alla oleva osoite tietokoneella tai puhelimella.

Kiitos ajastasi.

Ystävällisin terveisin
{{unit}}`,
      },
      sv: {
        subject: 'Berätta om ditt besök hos {{unit}}',
        body: `Bästa {{name}},

Tack för ditt besök hos {{unit}}. Vi vill gärna höra hur vi lyckades, så att vi kan bli ännu bättre.

Det tar ungefär två minuter att svara på enkäten. Öppna adressen nedan på din dator eller telefon.

Tack för din tid.

Med vänliga hälsningar
{{unit}}`,
      },
    },
  },
];

/** A demo template as stored: the campaigns seeded after it name it. */
export interface SeededTemplate {
  id: number;
  surveyId: number;
  name: string;
}

/** The demo templates for each survey, checked as a save through the API would check them. */
export async function seedDemoTemplates(
  db: Kysely<DB>,
  surveys: ReadonlyArray<{ universeId: number; surveyId: number }>,
  now: Date,
): Promise<SeededTemplate[]> {
  const rows = await campaignsDb(db)
    .insertInto('templates')
    .values(
      surveys.flatMap(({ universeId, surveyId }) =>
        DEMO_TEMPLATES.map((template) => {
          const fields = checkedTemplate(template);
          return {
            universe_id: universeId,
            survey_id: surveyId,
            channel: fields.channel,
            name: fields.name,
            variants: JSON.stringify(fields.variants),
            created_at: now,
            updated_at: now,
          };
        }),
      ),
    )
    .returning(['id', 'survey_id', 'name'])
    .execute();
  return rows.map((row) => ({ id: row.id, surveyId: row.survey_id, name: row.name }));
}
