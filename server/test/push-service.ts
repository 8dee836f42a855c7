/**
 * A push service on loopback for the reminder tests, and a browser's side of Web Push: the keys a
 * browser subscribes with, and the decryption of what arrives (RFC 8291 on RFC 8188's aes128gcm),
 * written here from the RFCs with node:crypto so the test does not trust the sender's library. The
 * VAPID signature (RFC 8292) is checked the same way.
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  base: string;
  received: Received[];
  /** The status the next pushes are answered with (default 201 Created). */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: Received[] = [];
  let status = 201;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith: (s) => void (status = s),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: one record, padding ended by the 0x02 delimiter. */
function decrypt(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const prkKey = hmac(authSecret, ecdh.computeSecret(senderPublic));
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublic, Buffer.from([1])]);
  const prk = hmac(salt, hmac(prkKey, keyInfo));
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('not the last record of a message');
  return plain.subarray(0, end).toString('utf8');
}

export interface BrowserKeys {
  keys: { p256dh: string; auth: string };
  decrypt: (body: Buffer) => unknown;
}

/** A browser's subscription keys: a P-256 pair and a 16-byte auth secret. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body) => JSON.parse(decrypt(body, ecdh, auth)) as unknown,
  };
}

/** RFC 8292: 'vapid t=<ES256 JWT>, k=<public key>'; answers the JWT's claims once its signature holds. */
export function vapidClaims(authorization: string | undefined, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt = '', k] = match;
  if (k !== publicKey) throw new Error('signed with another key');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not hold');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
}
