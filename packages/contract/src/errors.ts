/**
 * The error catalogue (SPEC §8). Each error has the envelope code the client sees, the HTTP status
 * it travels with, and a message key translated in i18n/en.ts and i18n/zh-CN.ts.
 * Codes 307 (no auth) and 400 (not open) are the codes the console already knows; the 1xxx range is
 * Herald's own.
 */
export const errorCatalog = {
  login_expired: { code: 307, status: 401 },
  not_open: { code: 400, status: 400 },
  no_app_permission: { code: 403, status: 403 },
  not_found: { code: 404, status: 404 },
  operate_fail: { code: 1000, status: 500 },
  validation_failed: { code: 1001, status: 400 },
  invalid_json: { code: 1002, status: 400 },
  payload_too_large: { code: 1003, status: 413 },
  unsupported_media_type: { code: 1004, status: 415 },
  request_timeout: { code: 1005, status: 408 },
  method_not_allowed: { code: 1006, status: 405 },
  invalid_credentials: { code: 1101, status: 400 },
  too_many_attempts: { code: 1102, status: 429 },
  email_taken: { code: 1103, status: 409 },
  csrf_invalid: { code: 1104, status: 403 },
  sso_not_configured: { code: 1105, status: 400 },
  sso_failed: { code: 1106, status: 400 },
  account_disabled: { code: 1107, status: 403 },
  sign_up_closed: { code: 1108, status: 403 },
  invalid_game_context: { code: 1201, status: 400 },
  no_game_access: { code: 1202, status: 403 },
  game_exists: { code: 1203, status: 409 },
  name_taken: { code: 1301, status: 409 },
  preset_role_readonly: { code: 1302, status: 400 },
  role_in_use: { code: 1303, status: 409 },
  unknown_reference: { code: 1304, status: 400 },
  last_game_admin: { code: 1305, status: 400 },
  group_binding_locked: { code: 1306, status: 400 },
  group_in_use: { code: 1307, status: 409 },
  user_not_found: { code: 1308, status: 404 },
  already_member: { code: 1309, status: 409 },
  account_connected_here: { code: 1401, status: 409 },
  account_connected_elsewhere: { code: 1402, status: 409 },
  account_reconnect: { code: 1403, status: 400 },
  capability_unsupported: { code: 1404, status: 400 },
  network_not_configured: { code: 1405, status: 400 },
  oauth_state_invalid: { code: 1406, status: 400 },
  oauth_denied: { code: 1407, status: 400 },
  oauth_failed: { code: 1408, status: 502 },
  platform_rate_limited: { code: 1409, status: 429 },
  platform_unavailable: { code: 1410, status: 502 },
  platform_rejected: { code: 1411, status: 400 },
  tiktok_mainland: { code: 1412, status: 400 },
  backtrack_running: { code: 1413, status: 409 },
  backtrack_too_early: { code: 1414, status: 400 },
  upload_failed: { code: 1501, status: 500 },
  upload_canceled: { code: 1502, status: 409 },
  upload_rejected: { code: 1503, status: 400 },
  upload_incomplete: { code: 1504, status: 409 },
  file_type_unsupported: { code: 1505, status: 400 },
  file_type_mismatch: { code: 1506, status: 400 },
  file_hash_mismatch: { code: 1507, status: 400 },
  file_hash_failed: { code: 1508, status: 400 },
  file_too_large: { code: 1509, status: 413 },
  file_unreadable: { code: 1510, status: 400 },
  upload_token_invalid: { code: 1511, status: 403 },
  content_state: { code: 1601, status: 409 },
  content_under_review: { code: 1602, status: 409 },
  content_deleted: { code: 1603, status: 404 },
  risky_release: { code: 1604, status: 400 },
  publish_check_first: { code: 1605, status: 400 },
  partially_published: { code: 1606, status: 409 },
  account_unavailable: { code: 1607, status: 403 },
  review_not_configured: { code: 1608, status: 400 },
  reply_window_closed: { code: 1609, status: 400 },
  review_required: { code: 1701, status: 400 },
  review_level_too_low: { code: 1702, status: 400 },
  review_level_unknown: { code: 1703, status: 400 },
  not_reviewer: { code: 1704, status: 403 },
  own_submission: { code: 1705, status: 403 },
  review_decided: { code: 1706, status: 409 },
  review_link_invalid: { code: 1707, status: 400 },
  review_not_pending: { code: 1708, status: 409 },
  review_levels_invalid: { code: 1709, status: 400 },
  flow_default_required: { code: 1710, status: 400 },
  flow_account_taken: { code: 1711, status: 409 },
  flow_import_invalid: { code: 1712, status: 400 },
  like_under_review: { code: 1713, status: 409 },
  approval_failed: { code: 1714, status: 500 },
  review_comment_required: { code: 1715, status: 400 },
  app_post_linked: { code: 1801, status: 409 },
  app_post_not_found: { code: 1802, status: 409 },
  mobile_publisher_invalid: { code: 1803, status: 400 },
  push_unavailable: { code: 1804, status: 503 },
  outbound_refused: { code: 1901, status: 400 },
  tag_limit: { code: 2001, status: 400 },
  tag_builtin: { code: 2002, status: 400 },
  rule_incomplete: { code: 2003, status: 400 },
  rule_limit: { code: 2004, status: 400 },
  rerun_running: { code: 2005, status: 409 },
  reply_too_long: { code: 2006, status: 400 },
  tag_game_limit: { code: 2007, status: 400 },
  illegal_time_range: { code: 2101, status: 400 },
  range_too_long: { code: 2102, status: 400 },
  compare_length: { code: 2103, status: 400 },
  unknown_metric: { code: 2104, status: 400 },
  report_no_data: { code: 2105, status: 400 },
  refresh_throttled: { code: 2106, status: 429 },
  export_too_large: { code: 2107, status: 400 },
  export_not_ready: { code: 2108, status: 409 },
  task_not_published: { code: 2201, status: 409 },
  task_ended: { code: 2202, status: 409 },
  task_deleted: { code: 2203, status: 409 },
  todo_completed: { code: 2204, status: 409 },
  todo_rejected: { code: 2205, status: 409 },
  task_published_undeletable: { code: 2206, status: 409 },
  deadline_invalid: { code: 2207, status: 400 },
  receiver_not_member: { code: 2208, status: 400 },
  label_cycle: { code: 2209, status: 400 },
  label_in_use: { code: 2210, status: 409 },
  label_too_deep: { code: 2211, status: 400 },
  post_linked_elsewhere: { code: 2212, status: 409 },
  todo_needs_posts: { code: 2213, status: 400 },
  brief_decided: { code: 2214, status: 409 },
  task_not_draft: { code: 2215, status: 409 },
  material_pending: { code: 2301, status: 409 },
  material_rejected: { code: 2302, status: 409 },
  material_expired: { code: 2303, status: 409 },
  material_in_use: { code: 2304, status: 409 },
  material_decided: { code: 2305, status: 409 },
  material_not_editable: { code: 2306, status: 403 },
  material_reject_comment: { code: 2307, status: 400 },
  folder_cycle: { code: 2308, status: 400 },
  folder_too_deep: { code: 2309, status: 400 },
  folder_not_empty: { code: 2310, status: 409 },
  material_link_invalid: { code: 2311, status: 410 },
  content_held: { code: 2312, status: 409 },
} as const;

export type ErrorId = keyof typeof errorCatalog;
export const errorIds = Object.keys(errorCatalog) as ErrorId[];

export function errorByCode(code: number): ErrorId | undefined {
  return errorIds.find((id) => errorCatalog[id].code === code);
}

/**
 * Values substituted into a message's `{name}` placeholders (the network, a date, a game name…).
 * Messages without placeholders ignore them.
 */
export type ErrorParams = Readonly<Record<string, string | number>>;

export function formatErrorMessage(template: string, params: ErrorParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Field-level problem reported with validation_failed. */
export interface FieldIssue {
  path: string;
  message: string;
}
