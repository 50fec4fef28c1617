/**
 * The material library (SPEC §1, §2 /material/*): files the team may post, submitted once per file
 * (SHA-1), reviewed by managers or an outside reviewer's single-use link, filed in folders, searched in
 * the library with their fit per network and their uses; previews made by a job (sharp, ffmpeg); the
 * hourly sweep that warns before usage rights end and, when they do, blocks the file and holds the
 * scheduled posts using it. docs/material.md has the rules.
 */
export { type MaterialDeps, materialDeps } from './deps.js';
export { materialJobs } from './jobs/index.js';
export { materialJobSpecs } from './jobs/specs.js';
export { registerLinkFiles } from './links/files.js';
export { materialRoutes } from './routes.js';
