import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stops listening and cuts every connection: the server is down (refused at once). */
  refuse: () => void;
  /** Takes connections but sends nothing on, as an unreachable host does. */
  blackhole: () => void;
  /** Passes traffic again; connections made during a blackhole are cut. */
  pass: () => Promise<void>;
  close: () => Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of a database, to stage its outages. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let mode: 'pass' | 'refuse' | 'blackhole' = 'pass';
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  const onConnection = (client: net.Socket) => {
    track(client);
    if (mode !== 'pass') return;
    const upstream = net.connect(targetPort, '127.0.0.1');
    track(upstream);
    // In a blackhole nothing more reaches the server; answers to what it already got do.
    client.on('data', (chunk) => mode === 'pass' && upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const port = await listen(0);
  return {
    port,
    refuse: () => {
      mode = 'refuse';
      server.close();
      cutAll();
    },
    blackhole: () => {
      mode = 'blackhole';
    },
    pass: async () => {
      if (mode === 'refuse') await listen(port);
      else cutAll();
      mode = 'pass';
    },
    close: async () => {
      cutAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
