/** Opaque paging cursors that wrap an item id (the networks' `after`, `next_token`…). */
export const encodeCursor = (id: string): string => Buffer.from(id, 'utf8').toString('base64url');

export const decodeCursor = (cursor: string): string => Buffer.from(cursor, 'base64url').toString('utf8');
