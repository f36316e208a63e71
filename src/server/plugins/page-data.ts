import fp from 'fastify-plugin';
import type { PageDataSource } from '../../shared/page-data.js';

/**
 * Where the server-rendered pages get their data (src/shared/page-data.ts): each feature
 * provides its part, from the same cached presenters its API answers from, and the page
 * rendering (plugins/spa.ts) asks for the whole source.
 */
export class PageDataRegistry {
  private readonly parts: Partial<PageDataSource> = {};

  /** Registers how one kind of page data is had. */
  provide<K extends keyof PageDataSource>(kind: K, read: PageDataSource[K]): void {
    this.parts[kind] = read;
  }

  /** Kinds of data no feature provides (a test checks there are none). */
  missing(): (keyof PageDataSource)[] {
    const kinds: (keyof PageDataSource)[] = ['postPage', 'post', 'siteImages', 'search'];
    return kinds.filter((kind) => !this.parts[kind]);
  }

  /** The whole source; asking for a kind nobody provides is a programming error. */
  source(): PageDataSource {
    const { parts } = this;
    const need = <K extends keyof PageDataSource>(kind: K): PageDataSource[K] => {
      const read = parts[kind];
      if (!read) throw new Error(`No feature provides the page data ${kind}.`);
      return read;
    };
    return {
      postPage: (page) => need('postPage')(page),
      post: (id) => need('post')(id),
      siteImages: () => need('siteImages')(),
      search: (q, page) => need('search')(q, page),
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pageData: PageDataRegistry;
  }
}

/** Makes the registry available as `app.pageData` for features to provide their pages' data. */
export const pageDataPlugin = fp(
  async (app) => {
    app.decorate('pageData', new PageDataRegistry());
  },
  { name: 'agora-page-data' },
);
