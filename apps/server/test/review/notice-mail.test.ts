import { describe, expect, it } from 'vitest';
import { noticeMail } from '../../src/modules/review/notice-mail.js';

const base = {
  to: 'author@example.com',
  game: 'Star Harbor',
  url: 'https://herald.test/content/post/detail?id=7',
};

describe('the e-mail telling an author how an approval ended', () => {
  it('words a timeout by what happens next, in the reader’s language', () => {
    const revoked = noticeMail({
      ...base,
      locale: 'en',
      kind: 'review_timed_out',
      params: { title: 'Patch notes', action: 'revoke' },
    });
    expect(revoked?.subject).toBe('[Herald] Approval stopped: Patch notes');
    expect(revoked?.text).toContain('The content is a draft again.');
    const held = noticeMail({
      ...base,
      locale: 'zh-CN',
      kind: 'review_timed_out',
      params: { title: 'Patch notes', action: 'hold_on' },
    });
    expect(held?.subject).toBe('[Herald] 审批超时：Patch notes');
    expect(held?.text).toContain('审批通过后将立即发布');
    expect(held?.text).toContain(`在 Herald 中查看: ${base.url}`);
  });

  it('names an untitled post, escapes the comment in HTML, and mails nothing for other kinds', () => {
    const rejected = noticeMail({
      ...base,
      locale: 'en',
      kind: 'review_rejected',
      params: { title: ' ', reviewer: 'lead@example.com', level: 2, comment: '<b>not yet</b>' },
    });
    expect(rejected?.subject).toBe('[Herald] Rejected: (untitled)');
    expect(rejected?.text).toContain('lead@example.com rejected “(untitled)” at level 2 in Star Harbor.');
    expect(rejected?.html).toContain('Comment: &lt;b&gt;not yet&lt;/b&gt;');
    expect(noticeMail({ ...base, locale: 'en', kind: 'review_level_approved', params: {} })).toBeNull();
  });
});
