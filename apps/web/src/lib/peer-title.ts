import type { TFunction } from 'i18next';

interface PeerRow {
  title: string;
  peer: number | null;
}

/**
 * A row as the screen names it: a peer the user may not see by name (the server sends it
 * numbered, without name, id or path) is called "Peer 3"; other rows keep their title.
 */
export function withPeerTitle<R extends PeerRow>(row: R, t: TFunction): R {
  return row.peer === null ? row : { ...row, title: t('peer.title', { number: row.peer }) };
}
