import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LetterContent, letterPdf } from './letter-pdf.ts';

const run = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opinio-letter-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const LETTER: LetterContent = {
  locale: 'zh',
  sender: 'Nordic Retail 北欧零售',
  recipient: ['王小明', '北京市朝阳区建国路 1 号', '김민준 서울'],
  date: '2026年6月15日',
  heading: '您好，感谢您的光临 👍',
  paragraphs: [
    '我们很想听听您的意见。服务很好吗？😀 Kiitos käynnistä: a Latin sentence beside them, long enough to wrap onto a second line.',
    'Привет, Grüße, ありがとう',
  ],
  linkLabel: '请回答',
  link: 'https://opinio.example.com/api/t/c/abcdefghijklmnopqrstuvwxyz0123456789',
};

/** The letter as pdffonts and pdftotext read it. */
async function read(letter: LetterContent) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, await letterPdf(letter));
  const fonts = await run('pdffonts', [file]);
  const text = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return { fonts: fonts.stdout.trim().split('\n').slice(2), text: text.stdout.replace(/\s+/g, ' ') };
}

describe('a campaign letter as a PDF', () => {
  it('prints Chinese, Korean, Cyrillic and emoji as written, in fonts that are all embedded', async () => {
    const { fonts, text } = await read(LETTER);
    // name, type, encoding, then embedded, subset, ToUnicode: yes for every font, no Helvetica
    for (const row of fonts) expect(row).toMatch(/^\w{6}\+\S+\s+CID TrueType\s+Identity-H\s+yes yes yes\s/);
    const names = fonts.map((row) => row.split(/\s+/)[0].slice(7));
    for (const font of [
      'NotoSans-Regular',
      'NotoSans-Bold',
      'NotoSansSC-Regular',
      'NotoSansSC-Bold',
      'NotoSansKR-Regular',
      'NotoEmoji-Regular',
    ])
      expect(names).toContain(font);
    for (const written of [
      'Nordic Retail 北欧零售',
      '2026年6月15日',
      '王小明 北京市朝阳区建国路 1 号 김민준 서울',
      '您好，感谢您的光临 👍',
      '我们很想听听您的意见。服务很好吗？😀 Kiitos käynnistä',
      'Привет, Grüße, ありがとう',
      '请回答:',
      LETTER.link,
    ])
      expect(text).toContain(written);
  });

  it('a letter in Latin letters only embeds Noto Sans alone', async () => {
    const { fonts, text } = await read({
      ...LETTER,
      locale: 'fi',
      sender: 'Nordic Retail',
      recipient: ['Maija Virtanen', 'Kauppakatu 1', '90100 Oulu'],
      date: '15. kesäkuuta 2026',
      heading: 'Kysely: Oulu',
      paragraphs: ['Hyvä Maija,', 'Kiitos käynnistä.'],
      linkLabel: 'Vastaa kyselyyn osoitteessa',
    });
    expect(fonts.map((row) => row.split(/\s+/)[0].slice(7)).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
    ]);
    expect(text).toContain('Hyvä Maija, Kiitos käynnistä.');
  });
});
