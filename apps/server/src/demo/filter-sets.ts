import type { FilterDefinition, FilterSetDefinitions } from '../surveys/filter-definition.ts';

/** The demo survey's filters: every kind the sidebar knows. */
/** The time filter every demo survey has (the one pages' selectionInterval sets). */
const PERIOD_FILTER: FilterDefinition = {
  extName: 'ftime',
  title: 'Period (days from today)',
  target: 'date',
  flags: { dateInterval: true },
};

export const CX_FILTER_SETS: FilterSetDefinitions = {
  standard: [
    {
      title: 'Customer',
      expanded: true,
      ungrouped: false,
      flatten: false,
      filters: [
        {
          extName: 'channel',
          title: 'Channel',
          target: 'question',
          question: 'channel',
          flags: { multipleSelections: true, exclude: true },
        },
        { extName: 'visit', title: 'Visit', target: 'question', question: 'visit', flags: {} },
        // the survey's mail and SMS campaigns (demo/samples.ts): how invitees reacted
        { extName: 'camp', title: 'Campaign', target: 'campaign', flags: { campaign: true } },
      ],
    },
    {
      title: 'Scores',
      expanded: false,
      ungrouped: false,
      flatten: false,
      filters: [
        {
          extName: 'nps',
          title: 'Likelihood to recommend (0-10)',
          target: 'question',
          question: 'nps',
          flags: { range: true },
        },
        {
          extName: 'sat_overall',
          title: 'Overall satisfaction',
          target: 'question',
          question: 'sat_overall',
          flags: { multipleSelections: true },
        },
      ],
    },
    {
      title: 'Organisation',
      expanded: false,
      ungrouped: false,
      flatten: false,
      filters: [
        {
          extName: 'store',
          title: 'Store',
          target: 'units',
          flags: { multipleSelections: true, serverSide: true },
        },
      ],
    },
    {
      title: 'Comments',
      expanded: false,
      ungrouped: true,
      flatten: false,
      filters: [
        {
          extName: 'comment',
          title: 'Comment contains',
          target: 'question',
          question: 'comment',
          flags: { submatch: true },
        },
      ],
    },
  ],
  time: [
    {
      title: 'Period',
      expanded: true,
      ungrouped: false,
      flatten: true,
      filters: [
        PERIOD_FILTER,
        { extName: 'fdate', title: 'Relative date', target: 'date', flags: { dateRef: true } },
        { extName: 'ftoday', title: 'Today', target: 'date', flags: { today: true } },
        { extName: 'ftable', title: 'Data date', target: 'date', flags: { tableDate: true } },
      ],
    },
  ],
};

export const GUEST_FILTER_SETS: FilterSetDefinitions = {
  standard: [],
  time: [
    {
      title: 'Period',
      expanded: true,
      ungrouped: false,
      flatten: true,
      filters: [PERIOD_FILTER],
    },
  ],
};
