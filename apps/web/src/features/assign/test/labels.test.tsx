import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Reply, serve, setUpScreenTests } from '../../../test-harness.js';
import { onDesktop } from '../../../test-width.js';
import LabelConfigPage from '../labels/LabelConfigPage.js';
import { ana, labels } from './fixtures.js';
import { BASE, base, openAt } from './harness.js';

setUpScreenTests();
onDesktop();

const open = () =>
  openAt(<LabelConfigPage routeName="assign.label.config" params={{}} />, '/assign/label/config');
const refuse = (code: number, msg: string): Reply => ({ status: 409, body: { code, msg, data: null } });
const labelRow = (id: number) => screen.getByTestId(`label-${id}`);

describe('label tree screen', () => {
  it('shows the tree with what uses each label, and no child below the deepest level', async () => {
    serve(base());
    open();
    const tree = await screen.findByTestId('label-tree');
    expect(within(tree).getByText('Launch')).toBeTruthy();
    expect(within(tree).getByText('Teaser')).toBeTruthy();
    expect(within(labelRow(2)).getByText(/1 task · 1 template/)).toBeTruthy();
    expect(
      (
        within(labelRow(3)).getByRole('button', {
          name: /Labels nest at most 3 levels: Teaser/,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (within(labelRow(1)).getByRole('button', { name: 'Add child label: Launch' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('moves a label under another by dragging it there', async () => {
    const server = serve({ ...base(), 'assign/label/move': () => ok(labels) });
    open();
    await screen.findByTestId('label-tree');
    const source = labelRow(4).closest('.ant-tree-treenode') as HTMLElement;
    const target = labelRow(1).closest('.ant-tree-treenode') as HTMLElement;
    const dataTransfer = {
      setData: () => undefined,
      getData: () => '',
      effectAllowed: 'move',
      dropEffect: 'move',
    };
    fireEvent.dragStart(source, { dataTransfer });
    fireEvent.dragEnter(target, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    fireEvent.dragEnd(source, { dataTransfer });
    // Dropped on the label itself: it becomes Launch's first child.
    await waitFor(() =>
      expect(server.bodies('assign/label/move')).toEqual([{ id: 4, parent_id: 1, position: 0 }]),
    );
    expect(await screen.findByText('Label moved')).toBeTruthy();
  });

  it('moves a label with Move: under a parent with room, at a chosen place', async () => {
    const server = serve({ ...base(), 'assign/label/move': () => ok(labels) });
    open();
    await screen.findByTestId('label-tree');
    fireEvent.click(within(labelRow(4)).getByRole('button', { name: 'Move: Patch notes' }));
    const dialog = (await screen.findByText('Move “Patch notes”', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Under' }));
    // Teaser is at the deepest level: nothing can go under it.
    expect(screen.queryByTitle(/Teaser/)).toBeNull();
    fireEvent.click((await screen.findAllByTitle(/EU/)).at(-1) as HTMLElement);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Place' }));
    fireEvent.click((await screen.findAllByTitle('After “Teaser”')).at(-1) as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(server.bodies('assign/label/move')).toEqual([{ id: 4, parent_id: 2, position: 1 }]),
    );
    expect(await screen.findByText('Label moved')).toBeTruthy();
  });

  it('adds a child label and renames one inline', async () => {
    const server = serve({
      ...base(),
      'assign/label/create': () =>
        ok({ ...labels[0], id: 9, name: 'NA', parent_id: 1, level: 2, position: 1 }),
      'assign/label/update': () => ok({ ...labels[3], name: 'Patch' }),
    });
    open();
    await screen.findByTestId('label-tree');
    fireEvent.click(within(labelRow(1)).getByRole('button', { name: 'Add child label: Launch' }));
    const dialog = (
      await screen.findByText('Add child label · Launch', { selector: '.ant-modal-title' })
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Label name'), { target: { value: 'NA' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodies('assign/label/create')).toEqual([{ name: 'NA', parent_id: 1 }]));
    fireEvent.click(within(labelRow(4)).getByRole('button', { name: 'Rename: Patch notes' }));
    const input = within(labelRow(4)).getByRole('textbox', { name: 'Label name' });
    fireEvent.change(input, { target: { value: 'Patch' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.bodies('assign/label/update')).toEqual([{ id: 4, name: 'Patch' }]));
  });

  it('gives up a rename on Escape without saving', async () => {
    const server = serve({ ...base(), 'assign/label/update': () => ok(labels[3]) });
    open();
    await screen.findByTestId('label-tree');
    fireEvent.click(within(labelRow(4)).getByRole('button', { name: 'Rename: Patch notes' }));
    const input = within(labelRow(4)).getByRole('textbox', { name: 'Label name' });
    fireEvent.change(input, { target: { value: 'Something else' } });
    fireEvent.keyDown(input, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.blur(input);
    expect(await within(labelRow(4)).findByText('Patch notes')).toBeTruthy();
    expect(server.bodies('assign/label/update')).toEqual([]);
  });

  it('says what uses a label the server will not delete', async () => {
    const message = 'This label is used by 1 tasks and 1 templates; move them to another label first';
    const server = serve({ ...base(), 'assign/label/delete': () => refuse(2210, message) });
    open();
    await screen.findByTestId('label-tree');
    fireEvent.click(within(labelRow(2)).getByRole('button', { name: 'Delete: EU' }));
    const question = await screen.findByText('Delete the label “EU” and its child labels?');
    const dialog = question.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.bodies('assign/label/delete')).toEqual([{ id: 2 }]));
    expect(await screen.findByText(`Error 2210: ${message}`)).toBeTruthy();
  });

  it('lets a member without assign_manage read the tree only', async () => {
    serve(base(BASE, ana));
    open();
    await screen.findByTestId('label-tree');
    expect(
      screen.getByText(
        'You can see the labels; changing them needs the “Manage tasks and labels” permission.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('label-add')).toBeNull();
    expect(within(labelRow(1)).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('label-tree').querySelector('[draggable="true"]')).toBeNull();
  });

  it('invites a lead to add the first label', async () => {
    serve({ ...base(), 'assign/label/list': () => ok([]) });
    open();
    expect(await screen.findByText('No labels yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add label/ })).toBeTruthy();
  });
});
