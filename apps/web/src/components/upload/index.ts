/** The uploads feature: a controlled uploader for compose and material forms, and its busy signal. */
export { MediaUploader, type MediaUploaderProps } from './MediaUploader.js';
export { sendFile } from './send.js';
export { type UploadsBusy, useUploadsBusy } from './useUploadsBusy.js';
