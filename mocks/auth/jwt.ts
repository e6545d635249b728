/** HS256 JSON Web Tokens through WebCrypto (`crypto.subtle`), which browsers and Node 20 both provide. */
import { nowSeconds } from '../clock';
import { DEMO_JWT_SECRET } from './keys';

export type JwtClaims = Record<string, unknown> & { exp?: number; iat?: number; role?: string; sub?: string };

export type JwtVerification =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired'; claims?: JwtClaims };

const encoder = new TextEncoder();

function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function encodeJson(value: unknown): string {
  return base64UrlEncode(encoder.encode(JSON.stringify(value)));
}

let keyPromise: Promise<CryptoKey> | null = null;

function signingKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(DEMO_JWT_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

export async function signJwt(claims: JwtClaims): Promise<string> {
  const unsigned = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(claims)}`;
  const signature = await crypto.subtle.sign('HMAC', await signingKey(), encoder.encode(unsigned));
  return `${unsigned}.${base64UrlEncode(new Uint8Array(signature))}`;
}

export async function verifyJwt(token: string): Promise<JwtVerification> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let claims: JwtClaims;
  try {
    claims = JSON.parse(new TextDecoder().decode(base64UrlDecode(payload))) as JwtClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  let valid = false;
  try {
    valid = await crypto.subtle.verify(
      'HMAC',
      await signingKey(),
      base64UrlDecode(signature),
      encoder.encode(`${header}.${payload}`),
    );
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'signature' };
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds()) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}
