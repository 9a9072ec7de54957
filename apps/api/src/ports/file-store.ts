import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Keeps uploaded files and says where they are served. */
export interface FileStore {
  /** Stores `bytes` under `key` (`2025/01/ab12.webp`) and returns the URL path it is served at. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

/** Lower-case folders and a name with an image extension: nothing that could climb out of the root or hide as a dotfile. */
const SAFE_KEY = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:webp|jpe?g|png)$/;

/** Local folder (`<DATA_DIR>/uploads`), served by the /uploads/ static route. */
export function localFileStore(root: string, urlPrefix = '/uploads/'): FileStore {
  return {
    async put(key, bytes) {
      if (!SAFE_KEY.test(key)) throw new Error(`refusing to store a file under the key ${JSON.stringify(key)}`);
      const file = path.join(root, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      // `wx`: a key is never reused, so an existing file is never overwritten.
      await writeFile(file, bytes, { flag: 'wx' });
      return `${urlPrefix}${key}`;
    },
  };
}
