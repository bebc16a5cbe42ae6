import { App, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from './server-error';

export type UploadListOptions<T> = {
  /** The files already uploaded (the form field's value). */
  value: T[];
  onChange?: (items: T[]) => void;
  /** The upload's id, the list's key. */
  idOf: (item: T) => string;
  /** How an uploaded file shows in the list. */
  show: (item: T) => UploadFile;
  /** Uploads one picked file and answers what the value keeps of it. */
  upload: (file: File) => Promise<T>;
  /** At most this many: a file picked past it is not uploaded, with a warning. */
  max?: number;
  /** The warning, e.g. "Attach at most 10 files". */
  maxText?: string;
};

/**
 * A controlled antd `Upload`'s list: each file uploads as it is picked and shows as uploading
 * meanwhile; a failure is said and the file dropped. Spread the answer on the `Upload`.
 */
export function useUploadList<T>({
  value,
  onChange,
  idOf,
  show,
  upload,
  max,
  maxText,
}: UploadListOptions<T>) {
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Several files upload at once: each adds itself to the latest list, not the one it started with.
  const latest = useRef(value);
  latest.current = value;
  const fileList: UploadFile[] = [...value.map(show), ...pending];
  const onRemove: UploadProps['onRemove'] = (file) => {
    onChange?.(value.filter((item) => idOf(item) !== file.uid));
    return true;
  };
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const picked = file as File & { uid: string };
    if (max !== undefined && latest.current.length >= max) {
      void message.warning(maxText ?? `At most ${max} files`);
      return;
    }
    setPending((list) => [...list, { uid: picked.uid, name: picked.name, status: 'uploading' }]);
    try {
      const item = await upload(picked);
      latest.current = [...latest.current, item];
      onChange?.(latest.current);
      onSuccess?.(item);
    } catch (error) {
      void message.error(`${picked.name}: ${errorText(error)}`);
      onError?.(error as Error);
    } finally {
      setPending((list) => list.filter((f) => f.uid !== picked.uid));
    }
  };
  return { fileList, onRemove, customRequest };
}
