/**
 * Views of the material library that more than one feature shows: the library's own screens and
 * compose's "From library" picker (a feature never imports another's files).
 */

export { FolderTreeSelect } from './FolderTreeSelect.js';
export { buildFolderTree, type FolderNode, folderPath, subtreeDepth, subtreeIds } from './folders.js';
export { MaterialCard } from './MaterialCard.js';
export { MaterialThumb, type ThumbSource } from './MaterialThumb.js';
export { useFolders } from './useFolders.js';
