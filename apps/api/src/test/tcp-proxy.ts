// A TCP proxy for fault tests: forwards to a real server (PostgreSQL, Redis) until told to freeze (bytes stop
// flowing both ways, connections stay open: a server whose process is stopped) or to stop (every connection
// is cut and new ones refused: a server that is down), and resumes on demand.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Holds every byte, on open connections and new ones, until resume(). */
  freeze(): void;
  /** Cuts every connection; new ones are closed at once until resume(). */
  stop(): void;
  /** Forwards again (what was held while frozen flows on). */
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'open' | 'frozen' | 'stopped' = 'open';
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    if (state === 'stopped') {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
    if (state === 'frozen') {
      client.pause();
      upstream.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const each = (fn: (s: net.Socket) => void) => {
    for (const [a, b] of pairs) {
      fn(a);
      fn(b);
    }
  };
  return {
    port,
    freeze() {
      state = 'frozen';
      each((s) => s.pause());
    },
    stop() {
      state = 'stopped';
      each((s) => s.destroy());
      pairs.clear();
    },
    resume() {
      state = 'open';
      each((s) => s.resume());
    },
    close() {
      each((s) => s.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
