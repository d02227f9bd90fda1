import { serve, type ServerType } from '@hono/node-server';
import { createEmulator, type EmulatorOptions } from './app';

export interface RunningEmulator {
  url: string;
  close(): Promise<void>;
}

/** Serves the emulator on loopback; port 0 picks a free one. */
export function startEmulator(port = 8788, hostname = '127.0.0.1', options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const app = createEmulator(options);
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      server = serve({ fetch: app.fetch, port, hostname }, (info) => {
        resolve({
          url: `http://${hostname}:${info.port}`,
          close: () => new Promise<void>((done) => server.close(() => done())),
        });
      });
      server.on('error', reject);
    } catch (error) {
      reject(error);
    }
  });
}
