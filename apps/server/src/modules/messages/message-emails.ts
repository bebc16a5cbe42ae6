import type { TDeps } from '../../platform/deps';
import type { TMail } from '../../platform/mailer';

// The notices of a new message: the account hears of the team's answer, the team (CONTACT_EMAIL,
// the contact form's address) of the account's message. Each links to the conversation.

type TAccount = { email: string; name: string; role: string };
type TNotice = { conversationId: string; subject: string; body: string; senderName: string };

const base = (deps: Pick<TDeps, 'config'>) => new URL(deps.config.publicBaseUrl);

/** The conversation in the account's portal. */
export function portalConversationLink(deps: Pick<TDeps, 'config'>, role: string, conversationId: string) {
  return new URL(`/${role}/messages?conversation=${encodeURIComponent(conversationId)}`, base(deps)).href;
}

/** The conversation in the console, on the `admin.` sub-host of the public address. */
export function consoleConversationLink(deps: Pick<TDeps, 'config'>, conversationId: string) {
  const url = base(deps);
  url.hostname = `admin.${url.hostname}`;
  url.pathname = '/operator/messages';
  url.search = `?conversation=${encodeURIComponent(conversationId)}`;
  return url.href;
}

export function answerNoticeMail(deps: TDeps, account: TAccount, notice: TNotice): TMail {
  const product = deps.config.PRODUCT_NAME;
  return {
    to: account.email,
    subject: `New answer from the ${product} team: ${notice.subject}`,
    kind: 'message_answer',
    text: [
      `Hello ${account.name},`,
      '',
      `${notice.senderName} of the ${product} team answered in "${notice.subject}":`,
      '',
      notice.body,
      '',
      'Read the conversation and reply:',
      portalConversationLink(deps, account.role, notice.conversationId),
    ].join('\n'),
  };
}

export function teamNoticeMail(deps: TDeps, account: TAccount, notice: TNotice): TMail {
  return {
    to: deps.config.CONTACT_EMAIL,
    subject: `Message from ${account.name} (${account.role}): ${notice.subject}`,
    kind: 'message_to_team',
    text: [
      `${account.name} <${account.email}>, ${account.role}, wrote in "${notice.subject}":`,
      '',
      notice.body,
      '',
      'Answer from the console:',
      consoleConversationLink(deps, notice.conversationId),
    ].join('\n'),
  };
}
