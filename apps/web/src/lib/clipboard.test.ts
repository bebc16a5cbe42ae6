// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

const feedback = { toast: vi.fn(), log: vi.fn() };
let copied: string | undefined;
const execCommand = vi.fn((command: string) => {
  copied = command === 'copy' ? document.querySelector('textarea')?.value : undefined;
  return true;
});

beforeEach(() => {
  copied = undefined;
  // happy-dom has no execCommand; the fallback needs one to call.
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  feedback.toast.mockClear();
  feedback.log.mockClear();
  execCommand.mockClear();
});

describe('copyText', () => {
  it('writes through the clipboard interface and toasts', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    expect(await copyText('lnk_123', feedback)).toBe(true);
    expect(writeText).toHaveBeenCalledWith('lnk_123');
    expect(execCommand).not.toHaveBeenCalled();
    expect(feedback.toast).toHaveBeenCalledWith('Copied Successfully');
  });

  it('falls back to a hidden text area when the clipboard interface is missing', async () => {
    vi.stubGlobal('navigator', {});
    expect(await copyText('https://atlas.test/l/abc', feedback)).toBe(true);
    expect(copied).toBe('https://atlas.test/l/abc');
    expect(document.querySelector('textarea')).toBeNull();
    expect(feedback.toast).toHaveBeenCalledWith('Copied Successfully');
  });

  it('only logs when the clipboard refuses', async () => {
    const refusal = new Error('denied');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(refusal);
    expect(await copyText('x', feedback)).toBe(false);
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(feedback.log).toHaveBeenCalledWith('Copy to clipboard failed', refusal);
  });

  it('only logs when the copy command is refused, and leaves no text area behind', async () => {
    vi.stubGlobal('navigator', {});
    execCommand.mockReturnValueOnce(false);
    expect(await copyText('x', feedback)).toBe(false);
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(feedback.log).toHaveBeenCalledOnce();
    expect(document.querySelector('textarea')).toBeNull();
  });
});
