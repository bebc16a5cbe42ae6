import { App } from 'antd';
import { useState } from 'react';
import { errorText } from './server-error';

/**
 * A download button's state: which of a screen's file actions runs, its success toasted (the
 * saved file's name unless the screen has its own words) and its failure in the server's words.
 */
export function useFileAction() {
  const { message } = App.useApp();
  const [running, setRunning] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<string>, successText?: string) => {
    setRunning(key);
    try {
      const fileName = await action();
      void message.success(successText ?? `Downloaded ${fileName}`);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setRunning(null);
    }
  };
  return { running, run };
}
