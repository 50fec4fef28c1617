import type { Help } from '@herald/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, Providers, serve, serverError, setUpScreenTests, show } from '../../test-harness.js';
import { HelpButton } from './HelpButton.js';

setUpScreenTests();

const calendarHelp: Help = {
  section: 'content',
  title: 'Content',
  intro: 'Write, schedule and publish your game’s posts.',
  terms: [{ term: 'Draft', meaning: 'A post saved without sending it anywhere.' }],
  statuses: [{ status: 'Scheduled', meaning: 'Approved, waiting for its time.' }],
  links: [{ label: 'Calendar', route: 'content.calendar' }],
};

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

describe('the help panel', () => {
  it('asks for nothing until opened, then shows the section’s help and links to its screens', async () => {
    const server = serve({ 'help/get': () => ok(calendarHelp) });
    render(
      <Providers>
        <MemoryRouter initialEntries={['/content/post/list?game_id=1001&game_area=asia']}>
          <Routes>
            <Route path="/content/post/list" element={<HelpButton section="content" />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    const button = screen.getByRole('button', { name: 'Help for this screen' });
    expect(server.bodies('help/get')).toEqual([]);
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('A post saved without sending it anywhere.')).toBeTruthy();
    expect(within(drawer).getByText('Draft').tagName).toBe('DT');
    expect(within(drawer).getByText('Content')).toBeTruthy();
    const statuses = within(drawer).getByRole('region', { name: 'Statuses' });
    expect(within(statuses).getByText('Approved, waiting for its time.')).toBeTruthy();
    expect(server.bodies('help/get')).toEqual([{ section: 'content' }]);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Calendar' }));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/content/calendar?game_id=1001&game_area=asia',
    );
  });

  it('says so when the help cannot be loaded, and offers to retry', async () => {
    serve({ 'help/get': () => serverError });
    show(<HelpButton section="review" />);
    fireEvent.click(screen.getByRole('button', { name: 'Help for this screen' }));
    expect(
      await screen.findByText('Failed to load the help (click to retry)', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says so when a section’s help is empty', async () => {
    serve({ 'help/get': () => ok({ ...calendarHelp, intro: '', terms: [], statuses: [], links: [] }) });
    show(<HelpButton section="content" />);
    fireEvent.click(screen.getByRole('button', { name: 'Help for this screen' }));
    expect(await screen.findByText('This screen has no help yet.')).toBeTruthy();
  });

  it('is not offered on screens without help', () => {
    show(<HelpButton section="error" />);
    expect(screen.queryByRole('button', { name: 'Help for this screen' })).toBeNull();
  });
});
