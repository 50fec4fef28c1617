import { mediaForPublishing } from '../uploads/index.js';
import type { MediaStore } from './deps.js';

/** Uploads as the content module reads them: the game's finished uploads, as the server recorded them. */
export function uploadedMedia(): MediaStore {
  return { files: mediaForPublishing };
}
