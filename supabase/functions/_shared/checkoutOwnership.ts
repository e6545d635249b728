/**
 * Who may get a payment link for a booking (the `checkout` edge function): only its booker. Proof is either the
 * booker's session (the caller's user id is the booking's user_id) or the secret `payment_token` that book_cart
 * issued with the booking and that only the booking browser received. Knowing a booking id is not enough.
 */
export interface OwnershipProof {
  /** bookings.user_id (null for guests). */
  bookingUserId: string | null;
  /** The signed-in caller's user id, from a verified session; null for anon. */
  callerUserId: string | null;
  /** booking_tokens.payment_token of the booking. */
  storedToken: string | null;
  /** `payment_token` of the request body. */
  givenToken: unknown;
}

/** Compares in constant time, so the token cannot be guessed byte by byte from response times. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export function ownsBooking(proof: OwnershipProof): boolean {
  if (proof.bookingUserId !== null && proof.callerUserId === proof.bookingUserId) return true;
  return (
    typeof proof.givenToken === 'string' &&
    proof.givenToken !== '' &&
    proof.storedToken !== null &&
    sameSecret(proof.givenToken, proof.storedToken)
  );
}
