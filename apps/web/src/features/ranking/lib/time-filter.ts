import { TIME_FILTER_NAME } from '@opinio/domain/constants';
import { decodeFilterToken } from '@opinio/domain/filter-token';

/** Whether the filter token sets the time filter: only then is there a previous period to rank against. */
export function hasTimeFilter(filterToken: string): boolean {
  try {
    return decodeFilterToken(filterToken).has(TIME_FILTER_NAME);
  } catch {
    return false;
  }
}
