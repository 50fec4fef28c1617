import { describe, expect, it } from 'vitest';
import { hrefOf, withGame } from './links.js';

describe('route links', () => {
  it('carries game_id, game_area and test into console routes', () => {
    expect(hrefOf('perm.users', '?game_id=1001&game_area=asia&test=1&keyword=x')).toBe(
      '/perm/users?game_id=1001&game_area=asia&test=1',
    );
  });

  it('leaves the game out of routes outside the game context', () => {
    expect(hrefOf('system.games', '?game_id=1001&game_area=asia')).toBe('/system/games');
    expect(hrefOf('error.403', '?game_id=1001&game_area=asia&test=1')).toBe('/error/403?test=1');
  });

  it('fills path parameters and extra query', () => {
    expect(
      hrefOf('listen.active.config', '?game_id=2', { params: { id: '42' }, query: { tab: 'posts' } }),
    ).toBe('/listen/active/42/config?game_id=2&tab=posts');
  });

  it('rejects an unknown route name', () => {
    expect(() => hrefOf('nowhere', '')).toThrow('Unknown route');
  });

  it('switches the game of a URL', () => {
    expect(withGame('http://localhost/perm/users?game_id=1&game_area=asia#x', 7, 'asia')).toBe(
      '/perm/users?game_id=7&game_area=asia#x',
    );
  });
});
