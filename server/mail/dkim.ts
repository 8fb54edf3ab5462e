/** DKIM (RFC 6376): the key every mail is signed with, how it is read and checked, and its DNS record. */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * What nodemailer signs every mail with: its `dkim` transport option as it is. It signs rsa-sha256 with
 * relaxed/relaxed canonicalization, over From, To, Subject, Date, Message-ID, Reply-To, References,
 * List-Unsubscribe and the MIME headers among others. A key object, never the PEM text: logged or
 * serialized by mistake, it shows nothing of the key.
 */
export type DkimSigning = { domainName: string; keySelector: string; privateKey: KeyObject };

/** Receivers ignore signatures by shorter RSA keys (RFC 8301 §3.2). */
const MIN_RSA_BITS = 1024;

/** How to make a key, as the refusals and docs/operations.md say it. */
export const DKIM_KEY_COMMAND = 'openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out dkim.pem';

/**
 * `DKIM_PRIVATE_KEY` read as a key: PEM text (with its line breaks, or with the `\n` sequences a key put on
 * one line of an env file carries) or the path of a PEM file. A problem says what is wrong and never
 * repeats the setting, which may be the key itself.
 */
export function readDkimPrivateKey(setting: string): { key: KeyObject } | { problem: string } {
  const isPemText = setting.includes('-----BEGIN');
  let pem: string;
  if (isPemText) {
    pem = setting.replace(/\\r/g, '').replace(/\\n/g, '\n');
  } else {
    try {
      pem = readFileSync(setting.trim(), 'utf8');
    } catch (error) {
      return {
        problem: `DKIM_PRIVATE_KEY is neither a PEM private key (-----BEGIN PRIVATE KEY-----…) nor the path of a file the server can read (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`,
      };
    }
  }
  const holder = isPemText ? 'DKIM_PRIVATE_KEY' : 'The file DKIM_PRIVATE_KEY names';
  if (/-----BEGIN [A-Z ]*PUBLIC KEY-----/.test(pem) && !/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem)) {
    return {
      problem: `${holder} holds a public key: give the private key (its public half goes in DNS: npm run dkim:dns prints the record)`,
    };
  }
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(pem)) {
    return {
      problem: `${holder} holds an encrypted key, which the server has no passphrase for: give it unencrypted (openssl pkey -in <key> -out dkim.pem), readable by the server's user alone`,
    };
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    return { problem: `${holder} is not a private key in PEM: make one with ${DKIM_KEY_COMMAND}` };
  }
  if (key.asymmetricKeyType !== 'rsa') {
    // nodemailer writes a=rsa-sha256 whatever the key, and sends a mail it cannot sign with it unsigned.
    return {
      problem: `${holder} is an ${key.asymmetricKeyType ?? 'unknown'} key: mails are signed with RSA keys only (rsa-sha256); make one with ${DKIM_KEY_COMMAND}`,
    };
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) {
    return {
      problem: `${holder} is a ${bits}-bit RSA key: receivers ignore DKIM keys under ${MIN_RSA_BITS} bits; make a 2048-bit one with ${DKIM_KEY_COMMAND}`,
    };
  }
  return { key };
}

/**
 * Whether a signature for `dkimDomain` counts for mail from `fromDomain` under DMARC's relaxed alignment:
 * the same domain, or one under it. (DMARC also aligns a signature for a subdomain of the sender's
 * organizational domain, which takes the public suffix list to know; signing for the sender's own
 * domain or a parent of it is what providers set up.)
 */
export const dkimAligns = (fromDomain: string, dkimDomain: string) => {
  const from = fromDomain.toLowerCase();
  const signer = dkimDomain.toLowerCase();
  return from === signer || from.endsWith(`.${signer}`);
};

/** The domain of a sender (`Name <hello@example.com>` or `hello@example.com`), in lower case. */
export const senderDomain = (sender: string) => (/@([^@<>\s]+)>?\s*$/.exec(sender)?.[1] ?? '').toLowerCase();

/** A DNS record to publish. */
export type DnsRecord = { name: string; type: 'TXT'; value: string };

/** The DKIM key record receivers look up (`<selector>._domainkey.<domain>`): the key's public half. */
export function dkimKeyRecord(signing: DkimSigning): DnsRecord {
  const publicKey = createPublicKey(signing.privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    name: `${signing.keySelector}._domainkey.${signing.domainName}`,
    type: 'TXT',
    value: `v=DKIM1; k=rsa; p=${publicKey}`,
  };
}
