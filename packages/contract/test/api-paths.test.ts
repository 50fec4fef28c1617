import { describe, expect, it } from 'vitest';
import { apiPaths } from '../src/api-paths.generated.js';
import { pathOf } from '../src/endpoint.js';
import { api } from '../src/endpoints/index.js';

describe('apiPaths', () => {
  it('names every endpoint of api by the same path, method and access (regenerate with npm run api-paths)', () => {
    const expected = Object.fromEntries(
      Object.entries(api).map(([group, endpoints]) => [
        group,
        Object.fromEntries(Object.entries(endpoints).map(([name, endpoint]) => [name, pathOf(endpoint)])),
      ]),
    );
    expect(apiPaths).toEqual(expected);
  });
});
