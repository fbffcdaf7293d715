import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpPeer = {
  url: string;
  /** The next mail received, in order; waits for it. */
  nextMail: () => Promise<ParsedMail>;
  /** Refuses the next message's data with this SMTP answer (e.g. 451: try again later). */
  rejectNext: (responseCode: number, message: string) => void;
  close: () => Promise<void>;
};

/** A real SMTP server on loopback: what nodemailer sends is parsed exactly as a mail server would. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const waiting: Array<(mail: ParsedMail) => void> = [];
  const rejections: Array<{ responseCode: number; message: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const rejection = rejections.shift();
      if (rejection) {
        stream.resume();
        stream.on('end', () => done(Object.assign(new Error(rejection.message), rejection)));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const next = waiting.shift();
          if (next) next(mail);
          else received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail: () =>
      new Promise<ParsedMail>((resolve) => {
        const ready = received.shift();
        if (ready) resolve(ready);
        else waiting.push(resolve);
      }),
    rejectNext: (responseCode, message) => rejections.push({ responseCode, message }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
