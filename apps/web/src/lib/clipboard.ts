export type TCopyFeedback = { toast(message: string): void; log(...args: unknown[]): void };

// navigator.clipboard exists only in secure contexts, so a plain-http deployment needs the old way.
function copyWithTextArea(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen rather than display:none, which cannot be selected.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    if (!document.execCommand('copy')) {
      throw new Error('The copy command was refused');
    }
  } finally {
    area.remove();
  }
}

/** Spec 8: success toasts 'Copied Successfully'; failure is only logged. Answers whether it copied. */
export async function copyText(text: string, { toast, log }: TCopyFeedback): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
    } else {
      copyWithTextArea(text);
    }
  } catch (error) {
    log('Copy to clipboard failed', error);
    return false;
  }
  toast('Copied Successfully');
  return true;
}
