/** What the assign screens' tests share: the fake server's base answers and a render at a console URL. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route as RouterRoute, Routes, useLocation } from 'react-router';
import { ok, Providers, type Route } from '../../../test-harness.js';
import { ana, kenji, labels, lead, perms, userOf } from './fixtures.js';

export const MANAGE = ['assign_base', 'assign_manage'];
export const BASE = ['assign_base'];

/** The answers every assign screen asks for: who the caller is, what they hold, labels and receivers. */
export function base(resources: string[] = MANAGE, me = lead): Record<string, Route> {
  return {
    'auth/perms': () => ok(perms(resources)),
    'auth/user': () => ok(userOf(me)),
    'assign/label/list': () => ok(labels),
    'assign/task/receivers': () => ok([ana, kenji]),
    'base/account/all': () => ok([]),
  };
}

/** Shows where the screen navigated to, for tests that follow a link or a replace. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at a console URL (the game and area ride along), with the location shown. */
export function openAt(element: ReactElement, url: string) {
  const glue = url.includes('?') ? '&' : '?';
  return render(
    <Providers>
      <MemoryRouter initialEntries={[`${url}${glue}game_id=1001&game_area=asia`]}>
        <Routes>
          <RouterRoute path="*" element={element} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Providers>,
  );
}
