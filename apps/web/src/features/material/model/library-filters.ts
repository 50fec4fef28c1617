import type { api, EndpointInput, MaterialKind } from '@herald/contract';
import dayjs from 'dayjs';

/** What material/library takes (defaults optional). */
export type LibraryRequest = EndpointInput<typeof api.material.library>;

/** The orders the library offers, each a sort key and direction of material/library. */
export const librarySorts = {
  newest: { sort: 'created_at', order: 'desc' },
  oldest: { sort: 'created_at', order: 'asc' },
  name: { sort: 'name', order: 'asc' },
  largest: { sort: 'size', order: 'desc' },
  used: { sort: 'usage', order: 'desc' },
} as const;
export type LibrarySort = keyof typeof librarySorts;

/** Every folder, the materials in none, or one folder (with its sub-folders). */
export type FolderFilter = 'all' | 'none' | number;

/** What the library screen filters by, as its controls hold it (sizes in MB, dates as days). */
export interface LibraryFilters {
  keyword: string;
  tags: string[];
  kinds: MaterialKind[];
  sizeMin: number | null;
  sizeMax: number | null;
  /** First and last day, YYYY-MM-DD, both included. */
  created: [string, string] | null;
  folder: FolderFilter;
  sort: LibrarySort;
  page: number;
  page_size: number;
}

export const noLibraryFilters: LibraryFilters = {
  keyword: '',
  tags: [],
  kinds: [],
  sizeMin: null,
  sizeMax: null,
  created: null,
  folder: 'all',
  sort: 'newest',
  page: 1,
  page_size: 24,
};

const MB = 1024 * 1024;

/** Whether anything narrows the list (the empty state then says "no match" rather than "none yet"). */
export function isFiltered(filters: LibraryFilters): boolean {
  return (
    filters.keyword !== '' ||
    filters.tags.length > 0 ||
    filters.kinds.length > 0 ||
    filters.sizeMin !== null ||
    filters.sizeMax !== null ||
    filters.created !== null ||
    filters.folder !== 'all'
  );
}

/** The material/library request for the filters; what is not set is not sent. */
export function libraryRequest(filters: LibraryFilters): LibraryRequest {
  const request: LibraryRequest = {
    page: filters.page,
    page_size: filters.page_size,
    ...librarySorts[filters.sort],
  };
  const keyword = filters.keyword.trim();
  if (keyword) request.keyword = keyword;
  if (filters.tags.length > 0) request.tags = filters.tags;
  if (filters.kinds.length > 0) request.kinds = filters.kinds;
  if (filters.sizeMin !== null) request.size_min = Math.round(filters.sizeMin * MB);
  if (filters.sizeMax !== null) request.size_max = Math.round(filters.sizeMax * MB);
  if (filters.created)
    request.created = {
      start: dayjs(filters.created[0]).startOf('day').toISOString(),
      end: dayjs(filters.created[1]).endOf('day').toISOString(),
    };
  if (filters.folder !== 'all') request.folder_id = filters.folder === 'none' ? null : filters.folder;
  return request;
}
