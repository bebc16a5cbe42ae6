import { FilePdfOutlined } from '@ant-design/icons';
import { maxUploadBytes, publisherPaymentCalls, type TPublisherTax } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadFile } from '../../../api/http';
import { errorText } from '../../../components/server-error';
import { formTitles, irsFormPage } from './tax-values';
import { useSetPublisherProfile } from './use-publisher-profile';

const maxMegabytes = maxUploadBytes.file / (1024 * 1024);

/** Why a chosen file cannot be the signed form, before it is sent; the server checks its bytes again. */
function fileProblem(file: File): string | null {
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!pdf) {
    return 'Upload the signed tax form as a PDF file';
  }
  if (file.size > maxUploadBytes.file) {
    return `This PDF is larger than ${maxMegabytes} MB: scan it at a lower resolution and try again`;
  }
  return null;
}

export type TaxPdfUploadProps = { tax: TPublisherTax };

/** The signed form (POST publisher/profile/uploadPDF); a new upload replaces the last one. */
export function TaxPdfUpload({ tax }: TaxPdfUploadProps) {
  const { message } = App.useApp();
  const setProfile = useSetPublisherProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    // POST publisher/profile/uploadPDF: multipart `file`, a PDF up to 10 MB
    mutationFn: (file: File) => uploadFile(publisherPaymentCalls.uploadTaxPdf, file, { silent: true }),
    onMutate: () => setProblem(null),
    onSuccess: (saved) => {
      setProfile.tax(saved);
      void message.success('Signed form received');
    },
    onError: (failure) => setProblem(errorText(failure)),
  });
  const form = tax.form ? formTitles[tax.form] : 'the form';

  const choose = (file: File) => {
    const refused = fileProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    upload.mutate(file);
  };

  return (
    <Flex vertical gap={12} data-testid="tax-pdf">
      {tax.pdfUploaded ? (
        <Alert
          type="success"
          showIcon
          title={`Your signed ${form} is in`}
          description="Upload another PDF to replace it."
        />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={`Upload your signed ${form}`}
          description={
            <>
              Fill in {form} from the{' '}
              <Typography.Link
                href={tax.form ? irsFormPage[tax.form] : undefined}
                target="_blank"
                rel="noreferrer"
              >
                IRS website
              </Typography.Link>{' '}
              with the details above, sign it and upload it here as a PDF.
            </>
          }
        />
      )}
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
      <Upload.Dragger
        accept=".pdf,application/pdf"
        multiple={false}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          choose(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <FilePdfOutlined />
        </p>
        <p className="ant-upload-text">
          {upload.isPending
            ? 'Uploading…'
            : tax.pdfUploaded
              ? 'Drop a new signed PDF here, or click to choose it'
              : 'Drop the signed PDF here, or click to choose it'}
        </p>
        <p className="ant-upload-hint">A PDF up to {maxMegabytes} MB</p>
      </Upload.Dragger>
    </Flex>
  );
}
