import {
  productName,
  statementServiceName,
  type TPublisherStatement,
  statementTexts as words,
} from '@atlas/shared';
import { type CSSProperties, forwardRef, type ReactNode } from 'react';
import { LogoMark } from '../../../components/logo';
import { formatDate, formatMoney } from '../../../lib/format';

// The statement as spec 2.2 lays it out, 820 px wide: the node the PDF is drawn from. Plain
// elements with their own styles, so the drawing is the same whatever the page's theme does.

export const statementWidth = 820;

const ink = '#1f1f1f';
const muted = '#595959';
const line = '1px solid #d9d9d9';
const cell: CSSProperties = { padding: '8px 10px', borderBottom: line, textAlign: 'left' };
const right: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 12 }}>
      <div style={{ fontWeight: 600 }}>{title}</div>
      <div style={{ color: muted }}>{children}</div>
    </div>
  );
}

export type StatementDocumentProps = { statement: TPublisherStatement };

export const StatementDocument = forwardRef<HTMLDivElement, StatementDocumentProps>(
  function StatementDocument({ statement: s }, ref) {
    const c = s.company;
    const bank = s.publisherBankInformationVO;
    const money = (minor: number) => formatMoney(minor, s.marketplace);
    return (
      <div
        ref={ref}
        data-testid="statement"
        style={{
          width: statementWidth,
          boxSizing: 'border-box',
          padding: 40,
          background: '#fff',
          color: ink,
          fontFamily: 'Helvetica, Arial, sans-serif',
          fontSize: 13,
          lineHeight: 1.5,
        }}
      >
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 24 }}>
          <div>
            <h2 style={{ fontSize: 30, margin: '0 0 8px' }}>{words.title}</h2>
            <div>
              Number: <strong>{s.invoiceNo}</strong>
            </div>
            <div>
              Date: <strong>{formatDate(s.billingDate)}</strong>
            </div>
            {words.notes.map((note) => (
              <div key={note} style={{ color: muted, fontSize: 12 }}>
                {note}
              </div>
            ))}
          </div>
          <div style={{ textAlign: 'right' }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end' }}>
              <LogoMark size={32} />
              <strong style={{ fontSize: 18 }}>{productName}</strong>
            </div>
            <div>{c.name}</div>
            <div style={{ color: muted }}>{c.address}</div>
            <div style={{ color: muted }}>Phone: {c.phone}</div>
            <div style={{ color: muted }}>{c.website}</div>
            <div style={{ color: muted }}>{c.supportEmail}</div>
          </div>
        </div>
        <div style={{ margin: '24px 0' }}>
          <div style={{ fontWeight: 600 }}>{words.billingAddress}</div>
          <div>{bank.accountName || '--'}</div>
          <div>{bank.bankAccountNumber || '--'}</div>
          <div>{bank.bankCountry || '--'}</div>
        </div>
        <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 16 }}>
          <thead>
            <tr style={{ background: '#fafafa' }}>
              <th style={cell}>{words.columns[0]}</th>
              <th style={right}>{words.columns[1]}</th>
              <th style={right}>{words.columns[2]}</th>
              <th style={right}>{words.columns[3]}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td style={cell}>1. {statementServiceName(s.billingDate, s.marketplace)}</td>
              <td style={right}>1</td>
              <td style={right}>{money(s.unitPriceMinor)}</td>
              <td style={right}>{money(s.netValueMinor)}</td>
            </tr>
          </tbody>
        </table>
        <div style={{ marginLeft: 'auto', width: 300, marginBottom: 24 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{words.netTotal}</span>
            <span>{money(s.netTotalMinor)}</span>
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700, fontSize: 15 }}>
            <span>{words.invoiceTotal}</span>
            <span>{money(s.invoiceTotalMinor)}</span>
          </div>
        </div>
        <div style={{ marginBottom: 12 }}>
          {words.instructions.map((text) => (
            <div key={text} style={text === words.instructions[0] ? { fontWeight: 600 } : { color: muted }}>
              {text}
            </div>
          ))}
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 24 }}>
          <Block title="US ACH payment">
            <div>Bank: {c.ach.bankName}</div>
            <div>Routing number: {c.ach.routingNumber}</div>
            <div>Account number: {c.ach.accountNumber}</div>
            <div>Account name: {c.ach.accountName}</div>
          </Block>
          <Block title="Check">
            <div>Payable to: {c.check.payee}</div>
            <div>Mail to: {c.check.mailingAddress}</div>
            <div>Write the invoice number {s.invoiceNo} in the memo.</div>
          </Block>
          <Block title="PayPal">
            <div>Account: {c.paypal.email}</div>
            <div>{words.walletFee}</div>
          </Block>
          <Block title="International Wire Payment">
            <div>Bank: {c.wire.bankName}</div>
            <div>SWIFT/BIC: {c.wire.swift}</div>
            <div>IBAN / account: {c.wire.account}</div>
            <div>Bank address: {c.wire.bankAddress}</div>
          </Block>
        </div>
        <div style={{ borderTop: line, paddingTop: 12, marginTop: 12, color: muted, fontSize: 12 }}>
          {words.refund}
        </div>
      </div>
    );
  },
);
