import { DKIM_KEY_COMMAND, dkimKeyRecord, type DnsRecord, senderDomain } from '../mail/dkim';
import { commandArguments, runCommand } from './arguments';

const usage = `Usage: node dist/server/dkim-dns.js      (npm run dkim:dns)

Prints the DNS records that make the mails land: the DKIM key record of the key the server signs with
(DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY), and the SPF and DMARC records for the sender's domain
(MAIL_FROM). Reads the server's settings, and refuses what the server would refuse.

Make a key (2048-bit RSA) and keep it readable by the server's user alone:
  ${DKIM_KEY_COMMAND}`;

/**
 * A TXT value as a zone file writes it: quoted strings of at most 255 characters (RFC 1035 §3.3.14), which
 * receivers join. A 2048-bit key's record is about 400 characters; DNS providers' forms mostly take it
 * whole and split it themselves.
 */
const zoneFileValue = (value: string) => (value.match(/.{1,255}/g) ?? []).map((part) => `"${part}"`).join(' ');

const show = (title: string, record: DnsRecord, notes: string[]) =>
  [
    title,
    `  name:  ${record.name}`,
    `  type:  ${record.type}`,
    `  value: ${record.value}`,
    `  zone file: ${record.name}. IN TXT ${zoneFileValue(record.value)}`,
    ...notes.map((note) => `  ${note}`),
  ].join('\n');

async function main() {
  const { config } = commandArguments(usage, 0);
  const { dkim, from } = config.mail;
  if (!dkim)
    throw new Error(`DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are not set: mails go unsigned.\n\n${usage}`);
  const domain = senderDomain(from);
  const keyRecord = dkimKeyRecord(dkim);
  console.info(
    [
      `Mail from ${from}, signed for ${dkim.domainName} with selector ${dkim.keySelector}. Publish these TXT records:`,
      '',
      show('1. DKIM: the public half of DKIM_PRIVATE_KEY, which receivers check every signature with', keyRecord, [
        'A new key takes a new selector: publish its record, wait a day for caches, then switch the server to it.',
      ]),
      '',
      show(
        '2. SPF: the servers allowed to send mail for the domain (an example: name your SMTP provider in it)',
        { name: domain, type: 'TXT', value: "v=spf1 include:<your SMTP provider's SPF domain> -all" },
        [
          'One SPF record per name: add the provider to the one there is. Its documentation names the domain to',
          'include (e.g. include:amazonses.com, include:mailgun.org, include:_spf.google.com). SPF is checked on the',
          'envelope sender: a provider that sends with a bounce domain of its own makes DMARC count on DKIM alone.',
        ],
      ),
      '',
      show(
        '3. DMARC: what receivers do with mail from the domain that neither DKIM nor SPF vouches for',
        { name: `_dmarc.${domain}`, type: 'TXT', value: `v=DMARC1; p=none; rua=mailto:dmarc@${domain}` },
        [
          'Start with p=none: receivers only send reports, daily, to the rua mailbox (make it exist). Once they',
          `show every mail passing, tighten it: v=DMARC1; p=quarantine; rua=mailto:dmarc@${domain}`,
        ],
      ),
      '',
      `Check: dig +short TXT ${keyRecord.name} answers the DKIM value; a mail to a Gmail address shows`,
      `"DKIM: 'PASS' with domain ${dkim.domainName}" under Show original.`,
    ].join('\n'),
  );
}

runCommand(main);
