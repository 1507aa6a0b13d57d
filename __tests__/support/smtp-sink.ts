// A local SMTP server that keeps what it receives, for the tests of the mail the functions send.
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"

export interface Received {
  to: string[]
  raw: string
}

export async function smtpSink() {
  const mails: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.server.address() as AddressInfo
  return { mails, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * The text of a mail, its quoted-printable or base64 body decoded; of a mail with attachments, its
 * text part, or the part of the content type given (/text\/calendar/ for a calendar file).
 */
export function bodyOf(raw: string, type = /text\/plain/i): string {
  const [headers = "", ...rest] = raw.split("\r\n\r\n")
  const body = rest.join("\r\n\r\n")
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1]
  if (boundary) {
    const part = body.split(`--${boundary}`).find((candidate) => new RegExp(`Content-Type: ${type.source}`, "i").test(candidate))
    return part === undefined ? "" : bodyOf(part.replace(/^\r\n/, ""), type)
  }
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8")
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, "latin1").toString("utf8")
  }
  return body
}
