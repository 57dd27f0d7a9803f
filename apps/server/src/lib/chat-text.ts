/**
 * User-entered text (a campaign's name, a plan's title, a unit's name) as it may stand in a
 * message's `text`. Slack reads `<...>` there as mark-up: `<!channel>` notifies the whole
 * channel, `<https://...|label>` is a link under any label, `<@U123>` mentions someone. So
 * `&`, `<` and `>` are escaped as Slack documents, and the channel shows them as typed. The
 * product's own links are put in as they are.
 */
export const chatText = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
