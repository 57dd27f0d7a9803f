import type { TFilter, TFilterSet } from '@opinio/domain/schemas/filters';
import { describe, expect, it } from 'vitest';
import { findTopicFilter, topicName } from './topic-filter.ts';

function filter(extName: string, options: Array<[string, string]>): TFilter {
  return {
    extName,
    title: extName,
    options: options.map(([key, title]) => ({ extName: key, title })),
    range: false,
    today: false,
    dateRef: false,
    dateInterval: false,
    tableDate: false,
    multipleSelections: true,
    serverSide: false,
    dropdown: false,
    exclude: false,
    submatch: false,
    campaign: false,
  };
}

const channel = filter('channel', [
  ['store', 'Store'],
  ['web', 'Web'],
]);
const topic = filter('aihe', [
  ['staff', 'Staff and service'],
  ['prices', 'Prices'],
  ['parking', 'Parking'],
]);
const set: TFilterSet = {
  type: 'standard',
  filterGroups: [
    { title: 'Answers', expanded: true, ungrouped: false, flatten: false, filters: [channel] },
    { title: 'Comments', expanded: true, ungrouped: false, flatten: false, filters: [topic] },
  ],
};

describe('topic filter', () => {
  it('is the filter that offers every topic key, whatever its name', () => {
    expect(findTopicFilter(set, ['staff', 'prices', 'parking'])?.extName).toBe('aihe');
    expect(findTopicFilter(set, ['prices'])?.extName).toBe('aihe');
  });

  it('is not there when no filter offers all the keys, or before the filters load', () => {
    expect(findTopicFilter(set, ['staff', 'cleanliness'])).toBeNull();
    expect(findTopicFilter(undefined, ['staff'])).toBeNull();
  });

  it('is not looked for without keys: every filter would offer all of none', () => {
    expect(findTopicFilter(set, [])).toBeNull();
  });

  it("names a topic by the filter's option, and by its key without a filter", () => {
    expect(topicName(topic, 'staff')).toBe('Staff and service');
    expect(topicName(null, 'staff')).toBe('staff');
    expect(topicName(topic, 'queues')).toBe('queues');
  });
});
