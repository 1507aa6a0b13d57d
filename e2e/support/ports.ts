// A free loopback port, asked of the operating system.
import net from "node:net"
import type { AddressInfo } from "node:net"

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Asks `ready` every 250 ms until it says yes, or fails with `what` once the time is up. */
async function pollUntil(ready: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await ready()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`)
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const answers = () =>
    fetch(url).then(
      (response) => response.status < 500,
      () => false, // not listening yet
    )
  await pollUntil(answers, `Nothing answered at ${url}`, timeoutMs)
}

/** Waits until something accepts connections on the loopback port (for a server whose answers need more than fetch, such as TLS with its own certificate). */
export async function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1")
      socket.once("connect", () => {
        socket.destroy()
        resolve(true)
      })
      socket.once("error", () => resolve(false))
    })
  await pollUntil(accepts, `Nothing listened on port ${port}`, timeoutMs)
}
