import { AddressInfo, Server, Socket, createServer } from 'node:net';

/**
 * TEST DOUBLE at the outside edge: a tiny SMTP server (plain `net`, no TLS, no auth) that keeps what
 * it receives, so tests read real emails sent by the real mailer through nodemailer. It can refuse a
 * recipient for good (550) to exercise the permanent-failure path.
 */
export interface CapturedMail {
  to: string[];
  subject: string;
  /** Decoded text and html parts, concatenated. */
  body: string;
  raw: string;
}

export class SmtpSink {
  readonly mails: CapturedMail[] = [];
  /** Recipients answered with `550` at RCPT TO. */
  readonly refused = new Set<string>();
  /** While true, every transaction is answered `421` (try again later), like a server under maintenance. */
  unavailable = false;
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  async start(): Promise<string> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Resolves with the first email matching, waiting for the outbox, the relay and the mailer. */
  async waitFor(match: (m: CapturedMail) => boolean, timeoutMs = 15000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`No matching email within ${timeoutMs} ms; got: ${this.mails.map((m) => `${m.to} "${m.subject}"`).join(', ') || 'none'}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          this.mails.push(parseMail(raw, to));
          to = [];
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') socket.write(this.unavailable ? '421 4.3.2 Service not available, try later\r\n' : '250 OK\r\n');
        else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (this.refused.has(address)) socket.write('550 5.1.1 No such user\r\n');
          else {
            to.push(address);
            socket.write('250 OK\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([^\s;]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return Buffer.from(body, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, mode: string, text: string) =>
      mode.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseMail(raw: string, to: string[]): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  let decoded: string;
  if (boundary) {
    decoded = body
      .split(`--${boundary}`)
      .map((part) => {
        const i = part.indexOf('\r\n\r\n');
        return i < 0 ? '' : decodePart(part.slice(0, i), part.slice(i + 4));
      })
      .join('\n');
  } else decoded = decodePart(headers, body);
  return { to, subject, body: decoded, raw };
}
