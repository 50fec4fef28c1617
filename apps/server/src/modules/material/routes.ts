import {
  materialFolderEndpoints as folder,
  materialLinkEndpoints as link,
  materialEndpoints as material,
} from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import type { MaterialDeps } from './deps.js';
import { resubmitMaterial, updateMaterial } from './edit.js';
import { createFolder, deleteFolder, listFolders, updateFolder } from './folders/service.js';
import { materialDetail } from './library/detail.js';
import { libraryPage, listSubmissions } from './library/list.js';
import { materialTags } from './library/tags.js';
import { decideByLink, linkInfo } from './links/info.js';
import { sendLink } from './links/send.js';
import { deleteMaterials } from './remove.js';
import { reviewMaterials } from './review/decide.js';
import { checkFiles, submitMaterial } from './submit.js';

/** The material screens' endpoints (SPEC §2 /material/list, /material/review, /material/library). */
export function materialRoutes(deps: MaterialDeps): Binding[] {
  const { db } = deps;
  return [
    bind(material.check, (input, ctx) => checkFiles(db, ctx.tenant.gameId, input.sha1)),
    bind(material.submit, (input, ctx) => submitMaterial(deps, ctx, input)),
    bind(material.list, (input, ctx) => listSubmissions(db, ctx, input)),
    bind(material.library, (input, ctx) => libraryPage(db, ctx.tenant.gameId, input)),
    bind(material.detail, (input, ctx) => materialDetail(db, ctx, input.id)),
    bind(material.update, (input, ctx) => updateMaterial(deps, ctx, input)),
    bind(material.resubmit, (input, ctx) => resubmitMaterial(deps, ctx, input.id)),
    bind(material.review, (input, ctx) => reviewMaterials(deps, ctx, input)),
    bind(material.delete, (input, ctx) => deleteMaterials(deps, ctx, input)),
    bind(material.tags, (_input, ctx) => materialTags(db, ctx.tenant.gameId)),
    bind(folder.list, (_input, ctx) => listFolders(db, ctx.tenant.gameId)),
    bind(folder.create, (input, ctx) => createFolder(db, ctx.tenant.gameId, input)),
    bind(folder.update, (input, ctx) => updateFolder(db, ctx.tenant.gameId, input)),
    bind(folder.delete, (input, ctx) => deleteFolder(db, ctx.tenant.gameId, input.id)),
    bind(link.send, (input, ctx) => sendLink(deps, ctx, input)),
    bind(link.info, (input) => linkInfo(deps, input.token)),
    bind(link.decide, (input) => decideByLink(deps, input)),
  ];
}
