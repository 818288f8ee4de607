import type { RenderOptions, RenderResult, PageAssets } from '../../client/entry-server';

export type { PageAssets, RenderOptions, RenderResult };

/** The entry-server module: loaded from dist/server in production, through Vite in development. */
export interface RendererModule {
  render(options: RenderOptions): Promise<RenderResult>;
}

export interface Renderer {
  load(): Promise<RendererModule>;
  assets: PageAssets;
  buildId: string;
  /** Turns a server render error into a readable stack (Vite rewrites it in development). */
  fixStack?: (error: Error) => void;
}
