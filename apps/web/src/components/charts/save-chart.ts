import { saveBlob } from '../../api/download';
import type { TChartHandle } from './echart';

/** A data URL's bytes as a Blob of its type (a chart's PNG). */
export function blobOfDataUrl(dataUrl: string): Blob {
  const [head = '', data = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) {
    bytes[i] = binary.charCodeAt(i);
  }
  return new Blob([bytes], { type });
}

/** Saves a drawn chart as a PNG file; false when there is nothing drawn yet. */
export function saveChartPng(chart: TChartHandle | null, fileName: string): boolean {
  const dataUrl = chart?.toPng();
  if (!dataUrl) {
    return false;
  }
  saveBlob(blobOfDataUrl(dataUrl), fileName.endsWith('.png') ? fileName : `${fileName}.png`);
  return true;
}
