import { type ContentStatus, editableStatuses, type PublishResult } from '@herald/contract';

/**
 * How a status looks: an antd tag colour for lists and a solid colour for calendar entries. Colours
 * group statuses by what the user has to do: grey nothing, blue waiting, green done, orange look at it,
 * red failed. Each solid colour carries white text at 4.5:1 or more (WCAG AA).
 */
export const statusLook: Readonly<Record<ContentStatus, { tag: string; solid: string }>> = {
  drafted: { tag: 'default', solid: '#595959' },
  apply_fail: { tag: 'error', solid: '#cf1322' },
  reviewing: { tag: 'gold', solid: '#874d00' },
  agreed: { tag: 'cyan', solid: '#006d75' },
  rejected: { tag: 'error', solid: '#cf1322' },
  canceling: { tag: 'default', solid: '#595959' },
  canceled: { tag: 'default', solid: '#595959' },
  scheduled: { tag: 'blue', solid: '#0958d9' },
  revoking: { tag: 'default', solid: '#595959' },
  revoked: { tag: 'default', solid: '#595959' },
  revoke_fail: { tag: 'error', solid: '#cf1322' },
  mobiling: { tag: 'purple', solid: '#531dab' },
  publishing: { tag: 'processing', solid: '#1d39c4' },
  published: { tag: 'success', solid: '#237804' },
  publish_exc: { tag: 'warning', solid: '#ad4e00' },
  publish_fail: { tag: 'error', solid: '#cf1322' },
  deleting: { tag: 'default', solid: '#595959' },
  deleted: { tag: 'default', solid: '#737373' },
  delete_fail: { tag: 'error', solid: '#cf1322' },
  onsited: { tag: 'success', solid: '#237804' },
  offsited: { tag: 'success', solid: '#237804' },
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
