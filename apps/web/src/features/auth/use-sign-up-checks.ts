import { authCalls, referralCalls, ZCheckInvitationCodeRequestSchema, ZEmailSchema } from '@atlas/shared';
import type { FormRule } from 'antd';
import { useMemo, useState } from 'react';
import { callApi } from '../../api/http';

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
    const emailAnswer = remembered((email) =>
      callApi(authCalls.checkEmail, { body: { email } }, { silent: true }),
    );
    const codeAnswer = remembered((invitationCode) =>
      // Silent: the form says what the code is.
      callApi(referralCalls.checkInvitationCode, { body: { invitationCode } }, { silent: true }),
    );

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
