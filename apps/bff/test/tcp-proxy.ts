// A small TCP proxy the Redis outage tests put between the cache and the real Redis, so they can
// cut the connection (sockets closed, new ones refused), stall it (bytes swallowed: a hung Redis)
// and restore it, without touching the Redis server other tests use.
import net from 'node:net'

type Mode = 'open' | 'cut' | 'stall'

export interface TcpProxy {
  port: number
  url: string
  /** Closes every connection and drops new ones until `restore()`. */
  cut(): void
  /** Keeps connections open but forwards nothing (commands never answer). */
  stall(): void
  /** Forwards again; stalled connections are closed so clients reconnect. */
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'open'
  const sockets = new Set<net.Socket>()

  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }

  const server = net.createServer((client) => {
    track(client)
    if (mode === 'cut') {
      client.destroy()
      return
    }
    if (mode === 'stall') {
      client.resume()
      return
    }
    const upstream = net.connect(target.port, target.host)
    track(upstream)
    client.pipe(upstream)
    upstream.pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port

  const destroyAll = () => {
    for (const socket of sockets) socket.destroy()
  }

  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    cut() {
      mode = 'cut'
      destroyAll()
    },
    stall() {
      mode = 'stall'
      for (const socket of sockets) {
        socket.unpipe()
        socket.resume()
      }
    },
    restore() {
      if (mode === 'stall') destroyAll()
      mode = 'open'
    },
    async close() {
      destroyAll()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A local port with nothing listening (a Redis that is down). */
export async function findClosedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
