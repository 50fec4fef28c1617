import { api, type UiLocale } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.js';
import { users } from '../../src/db/schema/index.js';
import { assignDeps } from '../../src/modules/assign/index.js';
import { assignMail } from '../../src/modules/assign/notify/mail.js';
import { noticeMailJob } from '../../src/modules/assign/notify/mail-job.js';
import type { MailMessage } from '../../src/modules/notices/index.js';
import { call } from '../factories.js';
import { useTestApp } from '../harness.js';
import { assignGame, createTask, noticesOf, todoOf } from './helpers.js';

const base = {
  to: 'cm@example.com',
  game: 'Star Harbor',
  url: 'https://herald.test/assign/todo/detail?id=7',
};
const mail = (locale: UiLocale, kind: string, params: Record<string, string | number>) =>
  assignMail({ ...base, locale, kind, params });

describe('assign e-mails', () => {
  it('words each notice in the reader’s language, the deadline in the task’s zone', () => {
    const params = { task: 'Patch teaser', deadline: '2026-12-01T15:59:00.000Z', time_zone: 'Asia/Shanghai' };
    const en = mail('en', 'assign_todo_assigned', params);
    expect(en?.subject).toBe('[Herald] New task: Patch teaser');
    expect(en?.text).toContain('Deadline: 2026-12-01 23:59 (Asia/Shanghai).');
    expect(en?.text).toContain(`Open in Herald: ${base.url}`);
    const zh = mail('zh-CN', 'assign_task_reminder', params);
    expect(zh?.subject).toBe('[Herald] 即将截止：Patch teaser');
    expect(zh?.text).toContain('将于 2026-12-01 23:59 (Asia/Shanghai) 截止');
    const changed = mail('zh-CN', 'assign_task_changed', { ...params, fields: 'deadline,hashtags' });
    expect(changed?.text).toContain('已变更：截止时间、话题标签');
    const rejected = mail('en', 'assign_todo_rejected', {
      task: 'T',
      receiver: 'Kim',
      reason: '<b>away</b>',
    });
    expect(rejected?.text).toContain('Kim turned down their to-do of “T” in Star Harbor.');
    expect(rejected?.html).toContain('Reason: &lt;b&gt;away&lt;/b&gt;');
    const answered = mail('en', 'assign_brief_answered', { task: 'T', status: 'rejected', answer: 'No' });
    expect(answered?.text).toContain('was declined.');
    expect(mail('en', 'assign_post_proposed', { task: 'T', count: 2 })).toBeNull();
    expect(mail('en', 'review_approved', { title: 'x' })).toBeNull();
  });

  describe('through the app, with mail configured', () => {
    const testApp = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });

    it('queues an e-mail per notice and sends it in the receiver’s language, linking their to-do', async () => {
      const { app, database, queue, logger } = testApp();
      const world = await assignGame(testApp());
      await database.db.update(users).set({ language: 'zh-CN' }).where(eq(users.id, world.alice.id));
      const detail = await createTask(app, world);
      const [notice] = (await noticesOf(database.db, world.alice.id)).filter(
        (entry) => entry.params.task_id === detail.task.task_id,
      );
      if (!notice) throw new Error('Alice was not told');
      const [queued] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pgboss.job where name = 'assign.notice-mail'
          and (data->>'notification_id')::int = ${notice.id}`,
      );
      expect(queued?.n).toBe(1);

      const sent: MailMessage[] = [];
      const deps = assignDeps(
        { db: database.db, queue, logger },
        { send: async (message) => void sent.push(message) },
      );
      await noticeMailJob(deps).handle({ notification_id: notice.id });
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe('[Herald] 新任务：Patch 2.1 teaser');
      expect(sent[0]?.text).toContain(
        `/assign/todo/detail?id=${todoOf(detail, world.alice.id)}&game_id=${world.game}`,
      );
      // The bell lists it (the contract knows the assign kinds).
      const bell = await call(app, api.notify.list, {}, { as: world.alice.as.as });
      expect(bell.list.map((entry) => entry.kind)).toContain('assign_todo_assigned');
      // A notice read in the console is not mailed afterwards.
      await call(app, api.notify.read, { ids: [notice.id], all: false }, { as: world.alice.as.as });
      await noticeMailJob(deps).handle({ notification_id: notice.id });
      expect(sent).toHaveLength(1);
    });
  });
});
