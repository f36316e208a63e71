import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server that the test can freeze: while frozen, nothing passes
 * in either direction and new connections wait unanswered, which is what clients see of a
 * database that is stopped (SIGSTOP), swapping, or cut off by the network. Thawing lets
 * everything flow again, as such a database would on waking.
 */
export interface FreezableProxy {
  port: number;
  freeze(): void;
  thaw(): void;
  /**
   * What a NAT or firewall that forgot a connection does: nothing passes on the connections
   * open now, for good, and no error says so; new connections pass as before.
   */
  blackHoleOpenConnections(): void;
  close(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 to `target` (host and port). */
export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const waiting: (() => void)[] = [];
  const holes = new Set<Socket>();

  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    const connect = () => {
      const upstream = createConnection(target);
      sockets.add(upstream);
      upstream.on('close', () => {
        sockets.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      if (frozen) {
        client.pause();
        upstream.pause();
      }
    };
    if (frozen) waiting.push(connect);
    else connect();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    port,
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    blackHoleOpenConnections() {
      for (const socket of sockets) {
        socket.pause();
        // Kept out of thaw(): these never come back.
        sockets.delete(socket);
        holes.add(socket);
      }
    },
    thaw() {
      frozen = false;
      for (const socket of sockets) socket.resume();
      for (const connect of waiting.splice(0)) connect();
    },
    async close() {
      for (const socket of [...sockets, ...holes]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
