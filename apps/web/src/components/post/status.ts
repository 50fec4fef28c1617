import { type ContentStatus, editableStatuses, type PublishResult } from '@herald/contract';

/**
 * How a status looks: an antd tag colour for lists and a solid colour for calendar entries. Colours
 * group statuses by what the user has to do: grey nothing, blue waiting, green done, orange look at it,
 * red failed.
 */
export const statusLook: Readonly<Record<ContentStatus, { tag: string; solid: string }>> = {
  drafted: { tag: 'default', solid: '#8c8c8c' },
  apply_fail: { tag: 'error', solid: '#f5222d' },
  reviewing: { tag: 'gold', solid: '#d48806' },
  agreed: { tag: 'cyan', solid: '#08979c' },
  rejected: { tag: 'error', solid: '#f5222d' },
  canceling: { tag: 'default', solid: '#8c8c8c' },
  canceled: { tag: 'default', solid: '#8c8c8c' },
  scheduled: { tag: 'blue', solid: '#1677ff' },
  revoking: { tag: 'default', solid: '#8c8c8c' },
  revoked: { tag: 'default', solid: '#8c8c8c' },
  revoke_fail: { tag: 'error', solid: '#f5222d' },
  mobiling: { tag: 'purple', solid: '#722ed1' },
  publishing: { tag: 'processing', solid: '#2f54eb' },
  published: { tag: 'success', solid: '#389e0d' },
  publish_exc: { tag: 'warning', solid: '#d46b08' },
  publish_fail: { tag: 'error', solid: '#cf1322' },
  deleting: { tag: 'default', solid: '#8c8c8c' },
  deleted: { tag: 'default', solid: '#bfbfbf' },
  delete_fail: { tag: 'error', solid: '#cf1322' },
  onsited: { tag: 'success', solid: '#389e0d' },
  offsited: { tag: 'success', solid: '#389e0d' },
};

export const resultLook: Readonly<Record<PublishResult, string>> = {
  init: 'default',
  failed: 'error',
  succeed: 'success',
  exception: 'warning',
  delete_failed: 'error',
};

/** The drafts list: content that is a draft again and can be edited, submitted or deleted. */
export const draftStatuses: readonly ContentStatus[] = editableStatuses;

/** Statuses the pipeline is working through; the detail page follows them until they settle. */
export const runningStatuses: readonly ContentStatus[] = ['publishing', 'deleting', 'revoking', 'canceling'];
