import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Keeps uploaded files and says where they are served. */
export interface FileStore {
  /** Stores `bytes` under `key` (`2025/01/ab12.webp`) and returns the URL path it is served at. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Deletes the file served at `url` (as `put` returned it); a file already gone is no error. */
  remove(url: string): Promise<void>;
}

/** Lower-case folders and a name with an image extension: nothing that could climb out of the root or hide as a dotfile. */
const SAFE_KEY = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:webp|jpe?g|png)$/;

/** Local folder (`<DATA_DIR>/uploads`), served by the /uploads/ static route. */
export function localFileStore(root: string, urlPrefix = '/uploads/'): FileStore {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, bytes) {
      if (!SAFE_KEY.test(key)) throw new Error(`refusing to store a file under the key ${JSON.stringify(key)}`);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // `wx`: a key is never reused, so an existing file is never overwritten.
      await writeFile(file, bytes, { flag: 'wx' });
      return `${urlPrefix}${key}`;
    },
    async remove(url) {
      const key = url.startsWith(urlPrefix) ? url.slice(urlPrefix.length) : '';
      if (!SAFE_KEY.test(key)) throw new Error(`refusing to delete a file at ${JSON.stringify(url)}`);
      // Gone already: a run that deleted it and then failed before its commit.
      await unlink(fileOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
  };
}
