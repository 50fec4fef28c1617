import { baseEndpoints, gameEndpoints, versionEndpoints } from '@herald/contract';
import type { Db } from '../../db/client.js';
import { type Binding, bind } from '../../http/bind.js';
import { createGame, listUserGames, pageGames, updateGame } from './service.js';
import { createVersion, deleteVersion, pageVersions, updateVersion } from './versions.js';

export function tenancyRoutes(db: Db): Binding[] {
  return [
    bind(baseEndpoints.gameAll, (_input, ctx) => listUserGames(db, ctx.user)),
    bind(gameEndpoints.list, (input) => pageGames(db, input)),
    bind(gameEndpoints.create, (input) => createGame(db, input)),
    bind(gameEndpoints.update, (input) => updateGame(db, input)),
    bind(versionEndpoints.list, (input) => pageVersions(db, input)),
    bind(versionEndpoints.create, (input) => createVersion(db, input)),
    bind(versionEndpoints.update, (input) => updateVersion(db, input.id, input)),
    bind(versionEndpoints.delete, async (input) => {
      await deleteVersion(db, input.id);
      return null;
    }),
  ];
}
