import type { AxisRange } from '@opinio/domain/chart-axis';
import type { TInterviewDetails } from '@opinio/domain/schemas/interviews';
import type { TReportLocale } from '@opinio/domain/schemas/reports';

/** What every PDF report shows on its cover and in its page frame. */
export interface PdfFrame {
  locale: TReportLocale;
  /** The universe's name: the company the report is for. */
  company: string;
  /** The company's colour (#rrggbb): headings, bars and lines. */
  primaryColor: string;
  /** The company's logo as SVG markup, or null for its name in type. */
  logoSvg: string | null;
  surveyTitle: string;
  /** The drill node, root first: ["All stores", "North", "Oulu"]. */
  node: string[];
  /** The filters as a person reads them ("Channel: Web, Store"); empty: none. */
  filters: string[];
  /** The period shown, ISO dates (to inclusive), or null for all time. */
  period: { from: string; to: string } | null;
  created: Date;
  /** Who asked: the cover says "Prepared for …". */
  preparedFor: string | null;
}

export interface PdfIndicator {
  extName: string;
  title: string;
  decimals: number;
  /** Below low is bad, at or above high is good. */
  thresholds: { low: number; high: number } | null;
  /** NPS runs -100..100, the others over their scale. */
  kind: 'nps' | 'mean' | 'topbox';
}

/** The PDF benchmark report of one drill node. */
export interface BenchmarkPdfInput extends PdfFrame {
  indicators: PdfIndicator[];
  /** Headline numbers of the node for the period, with the period before. */
  kpis: Array<{
    indicator: string;
    value: number | null;
    /** The value's 95% confidence interval, as the dashboard's tile gives it. */
    ciLow: number | null;
    ciHigh: number | null;
    previousValue: number | null;
    change: number | null;
    /** The change is significant at 95% (the dashboard's own test): only then it gets an arrow. */
    changeSignificant: boolean | null;
    count: number;
  }>;
  /** The period the tiles' changes are measured against (`to` exclusive); null without a time filter. */
  previousPeriod: { from: string; to: string } | null;
  nInterviews: number;
  /**
   * Monthly values of the first indicator (and counts), oldest first; a partial month (the
   * period starts or ends inside it) is starred. `period` is the time filter's (`to` exclusive),
   * `axis` the value axis the dashboard draws for the same values.
   */
  trend: {
    indicator: string;
    period: { from: string; to: string } | null;
    axis: AxisRange;
    /** A month's value is shown from this many answers (the survey's minimum). */
    minAnswers: number;
    points: Array<{ bucket: string; value: number | null; count: number; partial: boolean }>;
  };
  /**
   * The node's child units, each with every indicator; at the deepest level (a store) its
   * peers instead: the units under its parent, the node among them. A peer outside the user's
   * scope is numbered (`peer`), not named, as on the ranking screen.
   */
  breakdown: {
    kind: 'children' | 'peers';
    /** The unit the peers are under (null for children). */
    parent: string | null;
    rows: Array<{
      title: string;
      count: number;
      values: Record<string, number | null>;
      self?: boolean;
      peer?: number | null;
    }>;
  };
  /** Units of the deepest level under the node (at a store: its peers) ranked by the first indicator. */
  ranking: {
    indicator: string;
    levelTitle: string;
    /** The ranked level's name in the view ("Store"); null or absent: the level is not named. */
    levelName?: string | null;
    minCount: number;
    rows: Array<{
      rank: number | null;
      title: string;
      value: number | null;
      count: number;
      self?: boolean;
      /** A peer outside the user's scope: its number ("Peer 3"), the same in the peers' table; its title is empty. */
      peer?: number | null;
    }>;
  };
  /** The parent unit and the whole organisation, to compare the node with. */
  comparison: Array<{ title: string; values: Record<string, number | null>; count: number }>;
  /** Why there is nothing to compare with when `comparison` is empty: the node is the whole organisation, or the top of the user's scope. */
  comparisonLimit: 'organisation' | 'scope';
  /** The newest comments (text, score, unit, date). */
  comments: Array<{ date: string; unitTitle: string; score: number | null; text: string }>;
}

/** One interview as a PDF. */
export interface InterviewPdfInput extends PdfFrame {
  interview: TInterviewDetails;
  /**
   * The scale of each numeric question by its name, as the interview screen shows a score
   * ("4 / 5"); `nps`: the question of an NPS indicator, shown with its class. A question
   * missing here is a bare number.
   */
  scales: Record<string, { min: number; max: number; nps: boolean }>;
}
