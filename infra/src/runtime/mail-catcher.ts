/** MailDev, the development mail catcher: SMTP in, a web UI and `GET /email` out. Never in production. */
// maildev ships no types.
const MailDev = require('maildev');

export interface MailCatcher {
  stop(): Promise<void>;
}

export async function startMailCatcher(webPort: number, smtpPort: number): Promise<MailCatcher> {
  const maildev = new MailDev({ web: webPort, smtp: smtpPort, ip: '127.0.0.1', silent: true, noOpen: true, disableWeb: false });
  await new Promise<void>((resolve, reject) => maildev.listen((error?: Error) => (error ? reject(error) : resolve())));
  return {
    stop: () => new Promise<void>((resolve) => maildev.close(() => resolve())),
  };
}
