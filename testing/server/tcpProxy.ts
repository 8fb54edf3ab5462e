import net from 'node:net';

/**
 * A TCP proxy in front of a real server (Redis, PostgreSQL), so a test can make that server fail under a
 * running app: `hang()` swallows every byte (a server that stopped answering, or a network dropping
 * packets while the connections stay up) until `resume()`, `close()` drops every connection and the
 * port (a server that went away); a new proxy on the same port brings it back.
 */
export async function startTcpProxy(target: { host: string; port: number }, listenPort = 0) {
  const clients = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  let hung = false;

  const server = net.createServer((client) => {
    clients.add(client);
    const upstream = net.connect(target.port, target.host);
    upstreams.add(upstream);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (!hung) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      clients.delete(client);
      upstreams.delete(upstream);
    };
    for (const socket of [client, upstream]) socket.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    /** Client connections open through the proxy right now. */
    get openConnections() {
      return clients.size;
    },
    hang() {
      hung = true;
    },
    /** Forwards bytes again; those swallowed meanwhile stay lost. */
    resume() {
      hung = false;
    },
    async close() {
      for (const socket of [...clients, ...upstreams]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
