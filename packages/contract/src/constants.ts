/** Business constants and limits of SPEC §9 (and the timings of §4/§8 the console shares). */

/** The console's version, shown in the shell and the API docs. */
export const APP_VERSION = '3.4.0';

/** Publishing. */
export const MAX_METRICS_PER_POST = 38;
export const SCHEDULE_LEAD_MINUTES = 30;
export const MESSAGE_REPLY_WINDOW_HOURS = 24;
export const THREADS_POLL_HOURS = 24;
export const FACEBOOK_MAX_IMAGES = 10;
export const X_MAX_IMAGES = 4;

/** Locale and calendar. */
export const DEFAULT_LANGUAGE = 'en';
/** 0 = Sunday, as dayjs and antd count week days. */
export const WEEK_START_DAY = 0;
export const LANGUAGE_COOKIE_DAYS = 7;

/** Transport: every call gives up after five minutes (§7). */
export const REQUEST_TIMEOUT_MS = 5 * 60_000;

/** Interface timings. */
export const NOTIFICATION_TIMEOUT_MS = 5000;
export const DIALOG_TRANSITION_MS = 300;
export const TEXTAREA_ROWS = 6;
export const SHAKE_MS = 170;
export const ROUTE_ERROR_TOAST_MS = 10_000;
/** Default throttle/debounce wait of an async action (§4). */
export const ASYNC_ACTION_WAIT_MS = 250;

/** Files. */
export const LARGE_FILE_BYTES = 500 * 1024 * 1024;
export const DEFAULT_FILE_HASH = 'SHA-1';
export const SCREENSHOT_FORMAT = 'png';
export const IMAGE_TIMEOUT_MS = 15_000;

/** Identity sources the call layer names (§9). */
export const AUTH_SOURCE_IDS = [1, 2, 5] as const;
