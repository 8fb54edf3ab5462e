import { describe, expect, it } from 'vitest';

import { bounceReport, complaintReport } from '@testing/server/deliveryReports';
import { readReport } from './reports';

const read = (raw: string) => readReport(Buffer.from(raw));

describe('delivery reports', () => {
  it('reads a hard bounce, a soft one, and leaves out recipients that were delivered', () => {
    expect(read(bounceReport('Gone@Example.com'))).toEqual({
      kind: 'bounce',
      recipients: [{ address: 'gone@example.com', permanent: true, status: '5.1.1' }],
    });
    expect(read(bounceReport('full@example.com', { action: 'delayed', status: '4.2.2' }))).toEqual({
      kind: 'bounce',
      recipients: [{ address: 'full@example.com', permanent: false, status: '4.2.2' }],
    });
    // "failed" with a 4.x.x status: the server gave up on a temporary failure, a soft bounce.
    expect(read(bounceReport('full@example.com', { status: '4.4.7' }))).toMatchObject({
      recipients: [{ permanent: false }],
    });
    expect(read(bounceReport('fine@example.com', { action: 'delivered', status: '2.0.0' }))).toBeNull();
  });

  it('reads a base64-encoded status part, as some servers send it', () => {
    const raw = bounceReport('gone@example.com');
    const status = /Content-Type: message\/delivery-status\r\n\r\n([\s\S]*?)\r\n--report/.exec(raw)![1]!;
    const encoded = raw.replace(
      `Content-Type: message/delivery-status\r\n\r\n${status}`,
      `Content-Type: message/delivery-status\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(status).toString('base64')}`,
    );
    expect(read(encoded)).toMatchObject({ recipients: [{ address: 'gone@example.com', permanent: true }] });
  });

  it('reads who complained: the recipient the report names, else the To of the mail it quotes', () => {
    expect(read(complaintReport('angry@example.com'))).toEqual({
      kind: 'complaint',
      addresses: ['angry@example.com'],
      feedbackType: 'abuse',
    });
    const named = complaintReport('angry@example.com').replace(
      'User-Agent: ExampleFBL/1.0',
      'User-Agent: ExampleFBL/1.0\r\nOriginal-Rcpt-To: <Named@Example.com>',
    );
    expect(read(named)).toMatchObject({ addresses: ['named@example.com'] });
  });

  it('is null for any other mail, including a bounce written as plain text', () => {
    expect(
      read('From: a@example.com\r\nTo: b@example.com\r\nSubject: Hi\r\n\r\nFinal-Recipient: rfc822; x@example.com\r\n'),
    ).toBeNull();
    expect(
      read(bounceReport('gone@example.com').replace('report-type=delivery-status', 'report-type=other')),
    ).toBeNull();
  });
});
