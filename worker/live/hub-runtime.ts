/**
 * The slice of the Durable Object runtime the hub uses, declared here: the project keeps workers-types out of the
 * global scope (runtime-globals.d.ts), and a narrow interface lets unit tests hand the hub a fake.
 */
export interface HubSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  serializeAttachment(value: unknown): void;
  deserializeAttachment(): unknown;
}

export interface HubStorage {
  list<T = unknown>(options?: { prefix?: string }): Promise<Map<string, T>>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<boolean>;
  getAlarm(): Promise<number | null>;
  setAlarm(scheduledTime: number): Promise<void>;
}

export interface HubState {
  storage: HubStorage;
  acceptWebSocket(ws: HubSocket, tags?: string[]): void;
  getWebSockets(tag?: string): HubSocket[];
  setWebSocketAutoResponse(pair: unknown): void;
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
}

/** The two ends of a new WebSocket (the runtime's WebSocketPair). */
export interface SocketPair {
  client: unknown;
  server: HubSocket;
}

/** The runtime's constructors, reached through globalThis so that this module also loads under Node (unit tests). */
const runtime = globalThis as unknown as {
  WebSocketPair?: new () => { 0: unknown; 1: HubSocket };
  WebSocketRequestResponsePair?: new (request: string, response: string) => unknown;
};

export function newSocketPair(): SocketPair {
  const pair = new runtime.WebSocketPair!();
  return { client: pair[0], server: pair[1] };
}

export function autoResponse(request: string, response: string): unknown {
  return runtime.WebSocketRequestResponsePair ? new runtime.WebSocketRequestResponsePair(request, response) : undefined;
}

/** The 101 answer that hands the browser its end of the socket. */
export function upgraded(client: unknown): Response {
  return new Response(null, { status: 101, webSocket: client } as ResponseInit);
}
