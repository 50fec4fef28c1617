import {
  assignBriefEndpoints as brief,
  assignLabelEndpoints as label,
  assignTaskEndpoints as task,
  assignTemplateEndpoints as template,
  assignTodoEndpoints as todo,
} from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import { answerQuestion, askQuestion } from './brief.js';
import type { AssignDeps } from './deps.js';
import { moveLabel } from './labels/move.js';
import { labelNodes } from './labels/nodes.js';
import { deleteLabel } from './labels/remove.js';
import { createLabel, renameLabel } from './labels/service.js';
import { taskDetail } from './tasks/detail.js';
import { createTask, editDraft, publishDraft } from './tasks/draft.js';
import { ganttOf, listTasks } from './tasks/list.js';
import { abandonTask, addReceivers, changeTask } from './tasks/published.js';
import { receiverOptions } from './tasks/receivers.js';
import { deleteTask } from './tasks/remove.js';
import { deleteTemplate, listTemplates, saveTemplate } from './templates.js';
import { completeTodo, rejectTodo } from './todos/decide.js';
import { todoDetail } from './todos/detail.js';
import { linkPosts, unlinkPost } from './todos/link.js';
import { listLinkPosts } from './todos/links.js';
import { listTodos } from './todos/list.js';

/** The assign screens' endpoints (SPEC §7 assign: label, task, template, todo, brief). */
export function assignRoutes(deps: AssignDeps): Binding[] {
  const { db } = deps;
  return [
    bind(label.list, (_input, ctx) => labelNodes(db, ctx.tenant.gameId)),
    bind(label.create, (input, ctx) => createLabel(db, ctx.tenant.gameId, input)),
    bind(label.update, (input, ctx) => renameLabel(db, ctx.tenant.gameId, input)),
    bind(label.move, (input, ctx) => moveLabel(db, ctx.tenant.gameId, input)),
    bind(label.delete, (input, ctx) => deleteLabel(db, ctx.tenant.gameId, input.id)),
    bind(task.list, (input, ctx) => listTasks(db, ctx, input)),
    bind(task.detail, (input, ctx) => taskDetail(db, ctx, input.id)),
    bind(task.gantt, (input, ctx) => ganttOf(db, ctx, input)),
    bind(task.create, (input, ctx) => createTask(deps, ctx, input)),
    bind(task.edit, (input, ctx) => editDraft(deps, ctx, input)),
    bind(task.publish, (input, ctx) => publishDraft(deps, ctx, input.id)),
    bind(task.change, (input, ctx) => changeTask(deps, ctx, input)),
    bind(task.addReceivers, (input, ctx) => addReceivers(deps, ctx, input)),
    bind(task.abandon, (input, ctx) => abandonTask(deps, ctx, input)),
    bind(task.delete, (input, ctx) => deleteTask(deps, ctx, input.id)),
    bind(task.receivers, (_input, ctx) => receiverOptions(db, ctx.tenant.gameId)),
    bind(template.list, (_input, ctx) => listTemplates(db, ctx.tenant.gameId)),
    bind(template.save, (input, ctx) => saveTemplate(db, ctx.tenant.gameId, ctx.user.id, input)),
    bind(template.delete, (input, ctx) => deleteTemplate(db, ctx.tenant.gameId, input.id)),
    bind(todo.list, (input, ctx) => listTodos(db, ctx, input)),
    bind(todo.detail, (input, ctx) => todoDetail(db, ctx, input.id)),
    bind(todo.complete, (input, ctx) => completeTodo(deps, ctx, input)),
    bind(todo.reject, (input, ctx) => rejectTodo(deps, ctx, input)),
    bind(todo.links, (input, ctx) => listLinkPosts(db, ctx, input)),
    bind(todo.link, (input, ctx) => linkPosts(deps, ctx, input)),
    bind(todo.unlink, (input, ctx) => unlinkPost(deps, ctx, input)),
    bind(brief.ask, (input, ctx) => askQuestion(deps, ctx, input)),
    bind(brief.answer, (input, ctx) => answerQuestion(deps, ctx, input)),
  ];
}
