/**
 * The uploads feature: a controlled uploader for compose and task forms, its busy signal, and the
 * pieces (queue, rows, settings) another picker builds on, e.g. the material library's.
 */
export { acceptOf, readableSize } from './checks.js';
export { useConfirmLarge, useUploadBucket } from './hooks.js';
export { MediaUploader, type MediaUploaderProps } from './MediaUploader.js';
export { sendFile } from './send.js';
export { DoneRow, ItemRow } from './UploadRows.js';
export { type BeforeSend, isBusy, type UploadItem, useUploadQueue } from './useUploadQueue.js';
export { type UploadsBusy, useUploadsBusy } from './useUploadsBusy.js';
