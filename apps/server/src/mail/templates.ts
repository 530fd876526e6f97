import type { Mail } from './mailer.ts';

export function activationMail(to: string, firstName: string, code: string, ttlMinutes: number): Mail {
  return {
    to,
    code,
    subject: `Your PageLift activation code: ${code}`,
    text: `Hello ${firstName},\n\nYour PageLift activation code is ${code}\n\nIt expires in ${ttlMinutes} minutes.\n`,
  };
}

export function resetMail(to: string, firstName: string, code: string, ttlMinutes: number): Mail {
  return {
    to,
    code,
    subject: `Your PageLift password reset code: ${code}`,
    text: `Hello ${firstName},\n\nSomeone asked to reset your PageLift password. Your code is ${code}\n\nIt expires in ${ttlMinutes} minutes. If this was not you, ignore this mail.\n`,
  };
}
