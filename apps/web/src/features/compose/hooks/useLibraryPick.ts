import { apiPaths, type Material, type MediaFile, type VideoFile } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf } from '../../../api/hooks.js';
import { call } from '../../../api/transport.js';
import type { ComposeForm } from './useComposeForm.js';

/** How many more images and videos the post takes (the chosen networks' most). */
export interface MediaRoom {
  images: number;
  videos: number;
}

/** What to do with the picked materials' default description when the post already has text. */
export type TextChoice = 'replace' | 'append' | 'keep';

/** The picked materials' default descriptions, each once, in the order picked. */
export function descriptionOf(materials: readonly Material[]): string {
  const texts = materials.map((material) => material.default_description.trim()).filter(Boolean);
  return [...new Set(texts)].join('\n\n');
}

/**
 * Adds materials picked from the library to the post like uploads: their files (material.file, a
 * video with its duration from upload/detail) go to the images and videos, as many as fit; their
 * default description is offered as the text, put in when the text is empty and otherwise asked
 * about (replace, append or keep).
 */
export function useLibraryPick(form: ComposeForm, max: MediaRoom) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [offer, setOffer] = useState<string | null>(null);

  const videoFile = (material: Material): Promise<VideoFile> =>
    client
      .fetchQuery({
        queryKey: queryKeyOf(apiPaths.upload.detail, { id: material.file.id }),
        queryFn: ({ signal }) => call(apiPaths.upload.detail, { id: material.file.id }, { signal }),
        staleTime: Number.POSITIVE_INFINITY,
      })
      .then((file) => ({
        ...file,
        duration_ms: 'duration_ms' in file ? file.duration_ms : (material.preview.duration_ms ?? 0),
      }));

  const add = async (materials: readonly Material[]) => {
    const { images, videos } = form.values;
    const fresh = materials.filter(
      (material) => ![...images, ...videos].some((file) => file.id === material.file.id),
    );
    const pickedImages: MediaFile[] = fresh
      .filter((material) => material.kind === 'image')
      .map((material) => material.file);
    const pickedVideos = fresh.filter((material) => material.kind === 'video');
    const imageRoom = Math.max(0, max.images - images.length);
    const videoRoom = Math.max(0, max.videos - videos.length);
    const addedVideos = await Promise.all(pickedVideos.slice(0, videoRoom).map(videoFile));
    const addedImages = pickedImages.slice(0, imageRoom);
    form.set((current) => ({
      images: [...current.images, ...addedImages],
      videos: [...current.videos, ...addedVideos],
    }));
    const leftImages = pickedImages.length - addedImages.length;
    const leftVideos = pickedVideos.length - addedVideos.length;
    if (leftImages > 0)
      void message.warning(t('material.picker.tooManyImages', { max: max.images, count: leftImages }));
    if (leftVideos > 0)
      void message.warning(t('material.picker.tooManyVideos', { max: max.videos, count: leftVideos }));
    const added = addedImages.length + addedVideos.length;
    if (added > 0) void message.success(t('material.picker.added', { count: added }));
    const text = descriptionOf(materials);
    if (!text) return;
    if (form.values.text.trim() === '') form.set({ text });
    else setOffer(text);
  };

  const answer = (choice: TextChoice) => {
    if (offer !== null && choice === 'replace') form.set({ text: offer });
    if (offer !== null && choice === 'append')
      form.set((current) => ({ text: `${current.text.trimEnd()}\n\n${offer}` }));
    setOffer(null);
  };

  return { add, offer, answer };
}
