// Asks a question on the terminal; the answer is not echoed when it is a password.
import { createInterface } from 'node:readline';
import type { CommandIo } from './io.ts';

export function readPassword(io: CommandIo, question: string, options: { echo: boolean }): Promise<string> {
  const input = io.stdin!;
  io.stderr(question);
  return new Promise((resolve) => {
    const raw = !options.echo && typeof input.setRawMode === 'function';
    if (raw) {
      // Raw mode: keystrokes are not echoed; collect them until Enter.
      input.setRawMode!(true);
      let answer = '';
      const onData = (chunk: Buffer) => {
        for (const ch of chunk.toString('utf8')) {
          if (ch === '\r' || ch === '\n') {
            input.removeListener('data', onData);
            input.setRawMode!(false);
            input.pause();
            io.stderr('\n');
            resolve(answer);
            return;
          }
          if (ch === '\u0003') process.exit(130);
          answer = ch === '\u007f' ? answer.slice(0, -1) : answer + ch;
        }
      };
      input.on('data', onData);
      input.resume();
      return;
    }
    const rl = createInterface({ input, terminal: false });
    rl.once('line', (line) => {
      rl.close();
      resolve(line);
    });
  });
}
