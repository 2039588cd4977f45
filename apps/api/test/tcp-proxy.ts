import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of a real server, which a test stops and starts again to
 * play a network outage or a database server going away and coming back (same port both times).
 */
export type TcpProxy = { port: number; stop(): Promise<void>; start(): Promise<void> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        const address = listening.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = listening;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    stop: async () => {
      const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
      server = undefined;
    },
    start: listen,
  };
}
