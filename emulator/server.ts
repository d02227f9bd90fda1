import { serve, type ServerType } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { createEmulator, type Emulator, type EmulatorOptions } from './app';

export interface RunningEmulator {
  url: string;
  /** The app behind the server: its faults, framework state and feeds (tests drive the feeds' clock through it). */
  emulator: Emulator;
  close(): Promise<void>;
}

/**
 * Serves the emulator on loopback; port 0 picks a free one. The feeds' sockets are upgraded here, and their clock
 * follows the real one unless `feedsRealTime` is false.
 */
export function startEmulator(port = 8788, hostname = '127.0.0.1', options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const app = createEmulator(options);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const stopClock = options.feedsRealTime === false ? () => undefined : app.feeds.clock.followRealTime();
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      server = serve({ fetch: app.fetch, port, hostname, websocket: { server: sockets } }, (info) => {
        resolve({
          url: `http://${hostname}:${info.port}`,
          emulator: app,
          close: () =>
            new Promise<void>((done) => {
              stopClock();
              // An open socket would hold server.close() forever.
              for (const socket of sockets.clients) socket.terminate();
              server.close(() => done());
            }),
        });
      });
      server.on('error', (error) => {
        stopClock();
        reject(error);
      });
    } catch (error) {
      stopClock();
      reject(error);
    }
  });
}
