import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/index.js';
import { ok, page, serve, setUpScreenTests } from '../../../test-harness.js';
import { screenWidth } from '../../../test-width.js';
import TaskListPage from '../task-list/TaskListPage.js';
import TodoDetailPage from '../todo-detail/TodoDetailPage.js';
import { ana, linkPost, task, todo, todoDetail } from './fixtures.js';
import { BASE, base, openAt } from './harness.js';

setUpScreenTests();

const noMedia = window.matchMedia;
afterAll(() => {
  window.matchMedia = noMedia;
});

describe('at phone width (390 px)', () => {
  beforeEach(() => screenWidth(390));

  it('lists tasks as cards and folds the filters under one button', async () => {
    serve({ ...base(), 'assign/task/list': () => page([task({ urgent: true })]) });
    openAt(<TaskListPage routeName="assign.task.list" params={{}} />, '/assign/task/list?urgent=1');
    const cards = await screen.findByTestId('task-cards');
    expect(within(cards).getByText('Season 3 teaser')).toBeTruthy();
    expect(within(cards).getByText('2030-12-01 23:59 (Asia/Shanghai)')).toBeTruthy();
    expect(screen.queryByTestId('tasks-table')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Urgent only' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const stack = await screen.findByTestId('task-filter-stack');
    expect((within(stack).getByRole('checkbox', { name: 'Urgent only' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('offers a to-do’s actions once, under its title', async () => {
    serve({
      ...base(BASE, ana),
      'assign/todo/detail': () =>
        ok(todoDetail({ linked: [linkPost({ post_id: 501, link_status: 'linked' })] })),
    });
    openAt(<TodoDetailPage routeName="assign.todo.detail" params={{}} />, '/assign/todo/detail?id=71');
    const actions = await screen.findByTestId('todo-actions');
    expect(screen.getAllByTestId('todo-actions')).toHaveLength(1);
    expect(within(actions).getByTestId('todo-complete')).toBeTruthy();
    // Not beside the title, where a phone has no room: the title's row holds the heading alone.
    const heading = screen.getByRole('heading', { name: 'Season 3 teaser' });
    expect(heading.parentElement?.contains(actions)).toBe(false);
  });
});

describe('in 简体中文', () => {
  beforeEach(async () => {
    screenWidth(1440);
    await setLanguage('zh-CN');
  });
  afterEach(async () => {
    await setLanguage('en');
  });

  it('shows a to-do’s brief, marks and actions in Chinese', async () => {
    serve({
      ...base(BASE, ana),
      'assign/todo/detail': () =>
        ok(
          todoDetail({
            todo: todo({ overdue: true }),
            linked: [linkPost({ post_id: 501, link_status: 'linked' })],
          }),
        ),
    });
    openAt(<TodoDetailPage routeName="assign.todo.detail" params={{}} />, '/assign/todo/detail?id=71');
    expect(await screen.findByRole('heading', { name: 'Season 3 teaser' })).toBeTruthy();
    expect(i18next.language).toBe('zh-CN');
    expect(screen.getByText('待处理')).toBeTruthy();
    expect(screen.getByText('已逾期')).toBeTruthy();
    expect(screen.getByText('传播要点')).toBeTruthy();
    expect(screen.getByText('截止时间')).toBeTruthy();
    expect(screen.getByText('2030-11-26 00:00 – 2030-11-30 23:59（Asia/Shanghai）')).toBeTruthy();
    expect(screen.getByText('关联的帖子')).toBeTruthy();
    expect(screen.getByRole('button', { name: /完成/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /拒绝/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /关联帖子/ })).toBeTruthy();
  });

  it('shows the task list in Chinese', async () => {
    serve({ ...base(), 'assign/task/list': () => page([task({ due_soon: true })]) });
    openAt(<TaskListPage routeName="assign.task.list" params={{}} />, '/assign/task/list');
    const table = await screen.findByTestId('tasks-table');
    expect(await within(table).findByText('已发布')).toBeTruthy();
    expect(within(table).getAllByText('任务名称').length).toBeGreaterThan(0);
    expect(within(table).getByText('即将到期')).toBeTruthy();
    expect(within(table).getByRole('img', { name: '2 位接收人' })).toBeTruthy();
    expect(within(table).getByText('1 已完成')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新建任务/ })).toBeTruthy();
  });
});
