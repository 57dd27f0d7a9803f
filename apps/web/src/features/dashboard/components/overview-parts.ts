/**
 * The overview's components after its first (the KPI tiles), in a file of their own: the
 * first numbers do not wait for the charts', tables' and comment feed's code (and the
 * form fields of the table's phone cards) to load and run. The app loads it as the page
 * draws its second component (src/app/page-components.tsx).
 */
export { BreakdownTable } from './breakdown-table.tsx';
export { CommentList } from './comment-list.tsx';
export { DistributionChart } from './distribution-chart.tsx';
export { TrendChart } from './trend-chart.tsx';
