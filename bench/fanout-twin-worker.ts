/**
 * The live fan-out's twin (bench/live-fanout.ts): a Durable Object that accepts sockets with the Hibernation API and,
 * on a push, sends the pushed string to every socket — nothing else, no state, no parsing. The least a fan-out to N
 * sockets can cost in workerd, measured beside the LiveHub in the same run. Bench-only: bundled by the bench into its
 * own worker script, never part of worker/ or the deployed bundle.
 */
interface TwinSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
interface TwinState {
  acceptWebSocket(ws: TwinSocket): void;
  getWebSockets(): TwinSocket[];
}
interface TwinEnv {
  TWIN: { idFromName(name: string): unknown; get(id: unknown): { fetch(request: Request): Promise<Response> } };
}
declare const WebSocketPair: new () => { 0: unknown; 1: TwinSocket };

export class FanoutTwin {
  constructor(private readonly ctx: TwinState) {}

  async fetch(request: Request): Promise<Response> {
    if (new URL(request.url).pathname === '/push') {
      const text = await request.text();
      for (const ws of this.ctx.getWebSockets()) {
        try {
          ws.send(text);
        } catch {
          // A socket closing as we send.
        }
      }
      return new Response('sent');
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] } as ResponseInit);
  }

  // The browsers' frames (their watch) are not read: the twin only fans out.
  webSocketMessage(): void {}

  webSocketClose(ws: TwinSocket, code: number): void {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
    } catch {
      // Already closed.
    }
  }
}

export default {
  fetch(request: Request, env: TwinEnv): Promise<Response> {
    return env.TWIN.get(env.TWIN.idFromName('one')).fetch(request);
  },
};
