// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser, sent } from '../../api/http-test-kit';
import { renderPage } from '../../test/render-page';
import { ReportUpload } from './report-upload';

let browser: ReturnType<typeof fakeBrowser>;
const refusal =
  'The ZIP holds 2 report files ("October.csv" and "November.csv"): upload one report at a time';

beforeEach(() => {
  browser = fakeBrowser();
  browser.fetch.mockImplementation(async () =>
    answer(fail('1001', refusal, { fields: [{ path: 'file', message: refusal }] }), 400),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

describe('the earnings report upload', () => {
  it('offers the ZIP Associates Central downloads beside CSV, TSV and XLSX, and says so', () => {
    renderPage(<ReportUpload />);
    const accepted = fileInput().accept.split(',');
    expect(accepted).toEqual(expect.arrayContaining(['.zip', 'application/zip', '.csv', '.tsv', '.xlsx']));
    screen.getByText('CSV, TSV, XLSX or the ZIP holding one, exactly as the marketplace exports it');
  });

  it("sends a chosen ZIP as it is for the preview, and shows the server's refusal", async () => {
    renderPage(<ReportUpload />);
    const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'Fee-Earnings.zip', {
      type: 'application/zip',
    });
    fireEvent.change(fileInput(), { target: { files: [zip] } });
    await waitFor(() => expect(browser.fetch).toHaveBeenCalledTimes(1));
    const { url, init } = sent(browser.fetch);
    expect(url).toContain('publisher/associate/report/upload');
    expect(url).toContain('dryRun=true');
    expect(((init.body as FormData).get('file') as File).name).toBe('Fee-Earnings.zip');
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  });
});
