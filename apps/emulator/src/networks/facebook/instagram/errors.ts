import { GraphError } from '../errors.js';

/** Content Publishing errors, with the codes and subcodes the real API uses. */

export const mediaNotReady = (): GraphError =>
  new GraphError({
    code: 9007,
    subcode: 2207027,
    transient: false,
    message: 'Media ID is not available',
    userTitle: 'Media not ready for publishing',
    userMessage: 'The media is not ready for publishing, please wait for a moment',
  });

export const containerNotFound = (id: string): GraphError =>
  new GraphError({
    code: 24,
    subcode: 2207006,
    transient: false,
    message: 'The requested resource does not exist',
    userTitle: 'Media not found',
    userMessage: `The media with id ${id} cannot be found.`,
  });

/** Publishing a container twice: its builder is consumed (status_code PUBLISHED tells why). */
export const alreadyPublished = (id: string): GraphError =>
  new GraphError({
    code: 24,
    subcode: 2207006,
    transient: false,
    message: 'The requested resource does not exist',
    userTitle: 'Media already published',
    userMessage: `The container ${id} has already been published and cannot be published again.`,
  });

export const containerExpired = (): GraphError =>
  new GraphError({
    code: -2,
    subcode: 2207020,
    transient: false,
    message: 'The media you are trying to access has expired. Please try to upload again.',
    userTitle: 'Media expired',
    userMessage: 'The media you are trying to access has expired. Please try to upload again.',
  });

export const publishLimitReached = (): GraphError =>
  new GraphError({
    code: 9,
    subcode: 2207042,
    transient: false,
    message: 'Application request limit reached',
    userTitle: 'Maximum number of posts reached',
    userMessage:
      'You reached maximum number of posts that is allowed to be published by Content Publishing API.',
  });

export const mediaDownloadFailed = (url: string): GraphError =>
  new GraphError({
    code: 9004,
    subcode: 2207052,
    transient: false,
    message: `The media could not be fetched from this uri: ${url}`,
    userTitle: 'Media download has failed',
    userMessage: "The media URI doesn't meet our requirements.",
  });

export const unknownMediaType = (value: string): GraphError =>
  new GraphError({
    code: 100,
    subcode: 2207023,
    message: `(#100) The media type ${value} is not one of the expected media types`,
    userTitle: 'Unknown media type',
    userMessage: 'The media type entered is not one of the expected media types.',
  });

export const captionRejected = (title: string, detail: string): GraphError =>
  new GraphError({
    code: 100,
    subcode: 2207010,
    message: `(#100) ${detail}`,
    userTitle: title,
    userMessage: detail,
  });

export const CAROUSEL_SIZE_MESSAGE =
  "Your post won't be shared as a carousel. Carousels need to have at least 2 photos/videos and no more than 10 photos/videos.";

export const carouselRejected = (detail: string, userMessage = CAROUSEL_SIZE_MESSAGE): GraphError =>
  new GraphError({
    code: 100,
    subcode: 2207028,
    message: `(#100) ${detail}`,
    userTitle: 'Carousel validation failed',
    userMessage,
  });
