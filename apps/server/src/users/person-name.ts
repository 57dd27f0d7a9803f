/** A person as others see them: their name, or their login name when they have none. */
export function personName(user: { username: string; first_name: string | null; last_name: string | null }) {
  return `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.username;
}
