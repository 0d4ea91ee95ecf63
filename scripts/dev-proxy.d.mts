/** Types of scripts/dev-proxy.mjs, for its test. */
import type { Server } from 'node:http';

export declare const reloadClient: string;
export declare const reloadTag: string;
export declare function withReloadClient(html: string): string;
export declare function createDevProxy(options: { upstream: () => Promise<number>; loaded?: (id: string) => void }): {
  server: Server;
  reload(id?: string): void;
  failed(message: string): void;
  readonly listeners: number;
  close(): Promise<void>;
};
