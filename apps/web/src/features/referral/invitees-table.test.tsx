// @vitest-environment happy-dom
import type { TInvitee } from '@atlas/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { setScreenWidth } from '../../test/screen-width';
import { InviteesTable } from './invitees-table';

afterEach(cleanup);

const invitee: TInvitee = {
  id: 'u1',
  name: 'Maximilianvonundzuhohenstaufenreviews',
  role: 'publisher',
  status: 'pending',
  joinedAt: '2026-11-29T03:00:00.000Z',
  activatedAt: null,
};

function headersAt(width: number) {
  setScreenWidth(width);
  renderPage(<InviteesTable invitees={[invitee]} loading={false} />);
  return screen.getAllByRole('columnheader').map((h) => h.textContent);
}

describe('InviteesTable', () => {
  it('on a phone keeps whom, whether they activated and when they joined', () => {
    expect(headersAt(390)).toEqual(['Name', 'Status', 'Joined']);
  });

  it('on a wide screen adds the kind of account and the day it was activated', () => {
    expect(headersAt(1366)).toEqual(['Name', 'Account', 'Status', 'Joined', 'Activated']);
  });
});
