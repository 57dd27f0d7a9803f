/** Business constants and limits (docs/product.md#theme-colours-and-constants). */
export const SNACKBAR_RESHOW_DELAY_MS = 300;
export const TOKEN_REFRESH_CHECK_MS = 10_000;
export const TOKEN_MIN_VALIDITY_S = 60;
export const TYPEAHEAD_THRESHOLD = 10;
export const UNCHECKED_OPTIONS_CAP = 50_000;
export const LEFT_DRAWER_WIDTH = 100;
export const FILTER_SIDEBAR_WIDTH = 320;
/** A survey's default minimum of answers below which a figure is not shown. */
export const DEFAULT_MIN_ANSWERS = 5;
export const SYSTEM_BAR_HEIGHT = 50;
export const DRILL_PATH_MIN_SEGMENTS = 2;
export const DATE_INTERVAL_DEFAULT_FROM = -30;
export const DATE_INTERVAL_DEFAULT_TO = 0;
export const CAMPAIGN_STATES = ['any', 'delivered', 'pending', 'failed', 'unsub'] as const;
export const CAMPAIGN_FLAG_VALUES = ['any', 'yes', 'no'] as const;

export const THEME_COLOURS = {
  primary: '#0000c8',
  secondary: '#424242',
  error: '#be0000',
  success: '#00c896',
  warning: '#FFC107',
} as const;

/** loginStatus 0 means success. */
export const LOGIN_STATUS_OK = 0;
/** A trend's bucket sizes. */
export const TREND_BUCKETS = ['day', 'week', 'month', 'quarter'] as const;

/** Name of the time filter that a page's selectionInterval sets. */
export const TIME_FILTER_NAME = 'ftime';
