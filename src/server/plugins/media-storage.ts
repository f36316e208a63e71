import fp from 'fastify-plugin';
import type { MediaStorage } from '../core/media/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are stored (DATA_DIR/media by default); shared by every feature and the seed. */
    mediaStorage: MediaStorage;
  }
}

/** Makes the media storage available as `app.mediaStorage`. */
export const mediaStoragePlugin = fp<{ storage: MediaStorage }>(
  async (app, { storage }) => {
    app.decorate('mediaStorage', storage);
  },
  { name: 'agora-media-storage' },
);
