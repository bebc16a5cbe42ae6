import { ZCheckInvitationCodeRequestSchema, ZEmailSchema } from '@atlas/shared';
import type { FormRule } from 'antd';
import { useMemo, useState } from 'react';
import { checkEmail } from '../../api/account-entry';
import { checkInvitationCode } from '../../api/referral';

/** Asks the server once per value, so a blur and the submit that follows share one answer. */
function remembered<T>(ask: (value: string) => Promise<T>): (value: string) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  return (value) => {
    let answer = answers.get(value);
    if (!answer) {
      answer = ask(value);
      answers.set(value, answer);
      // A failed check (offline, rate limited) is asked again next time.
      answer.catch(() => answers.delete(value));
    }
    return answer;
  };
}

/**
 * The sign-up form's server checks (spec 5): the e-mail has no account yet, the invitation code
 * exists (and whose it is). When a check cannot run, the field passes: registration checks the
 * code again, and a taken e-mail is answered like a new one while its owner is told by e-mail.
 */
export function useSignUpChecks() {
  const [inviterName, setInviterName] = useState<string | null>(null);

  const rules = useMemo(() => {
    const emailAnswer = remembered((email) => checkEmail({ email }));
    const codeAnswer = remembered((invitationCode) => checkInvitationCode({ invitationCode }));

    const emailFree: FormRule = {
      validator: async (_rule, value: unknown) => {
        const parsed = ZEmailSchema.safeParse(value);
        if (!parsed.success) {
          return;
        }
        const available = await emailAnswer(parsed.data).then(
          (answer) => answer.available,
          () => true,
        );
        if (!available) {
          throw new Error('An account with this e-mail already exists');
        }
      },
    };

    const codeExists: FormRule = {
      validator: async (_rule, value: unknown) => {
        setInviterName(null);
        const parsed = ZCheckInvitationCodeRequestSchema.safeParse({ invitationCode: value });
        if (!parsed.success) {
          return;
        }
        const answer = await codeAnswer(parsed.data.invitationCode).catch(() => null);
        if (answer && !answer.valid) {
          throw new Error('No account has this invitation code');
        }
        setInviterName(answer?.inviterName ?? null);
      },
    };
    return { emailFree, codeExists };
  }, []);

  return { ...rules, inviterName };
}
