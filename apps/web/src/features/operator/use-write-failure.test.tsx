// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { renderPage } from '../../test/render-page';
import { useWriteFailure, writeFailureText } from './use-write-failure';

afterEach(cleanup);

const refused = (init: Partial<{ code: string; status: number; handled: boolean }> = {}) =>
  new ApiError('You cannot disable yourself', { code: '3009', status: 409, handled: false, ...init });

describe('writeFailureText', () => {
  it("answers the server's words for a refused write", () => {
    expect(writeFailureText(refused())).toBe('You cannot disable yourself');
  });

  it('explains a call that got no answer', () => {
    const offline = new ApiError('Network problem', { code: 'network', status: 0, handled: false });
    expect(writeFailureText(offline)).toMatch(/could not reach the server/);
  });

  it('stays quiet when the http layer already acted or the caller gave up', () => {
    expect(writeFailureText(refused({ status: 401, handled: true }))).toBeNull();
    expect(writeFailureText(refused({ code: 'aborted', status: 0 }))).toBeNull();
  });

  it('falls back on any other error', () => {
    expect(writeFailureText(new Error('Broken'))).toBe('Broken');
    expect(writeFailureText('what')).toBe('Error!');
  });
});

function Harness({ error }: { error: unknown }) {
  const showFailure = useWriteFailure();
  return <Button onClick={() => showFailure(error)}>Save</Button>;
}

describe('useWriteFailure', () => {
  it("shows the server's words in a message", async () => {
    renderPage(<Harness error={refused()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You cannot disable yourself')).toBeTruthy();
  });
});
