import { createContext } from 'react';

/**
 * The id of the signed-in top bar (the alert bell, the account), when the screen has one:
 * each screen's heading is followed by a link to it, so that after a screen opens (focus on
 * its heading) the bar is a Tab or two away rather than behind all of the content.
 */
export const TopBarTarget = createContext<string | null>(null);
