import { ownsBooking } from '../../supabase/functions/_shared/checkoutOwnership';

const USER = 'a6000000-0000-4000-8000-000000000002';
const TOKEN = '7d1f3c2a-9b8e-4f6d-a5c4-3b2a1f0e9d8c';

describe('checkout: proof of ownership', () => {
  it("accepts the booker's session", () => {
    expect(ownsBooking({ bookingUserId: USER, callerUserId: USER, storedToken: TOKEN, givenToken: null })).toBe(true);
  });

  it('accepts the payment token issued with the booking (guests)', () => {
    expect(ownsBooking({ bookingUserId: null, callerUserId: null, storedToken: TOKEN, givenToken: TOKEN })).toBe(true);
  });

  it('refuses a caller who only knows the booking id', () => {
    expect(ownsBooking({ bookingUserId: null, callerUserId: null, storedToken: TOKEN, givenToken: undefined })).toBe(
      false,
    );
    expect(ownsBooking({ bookingUserId: USER, callerUserId: null, storedToken: TOKEN, givenToken: '' })).toBe(false);
  });

  it('refuses another signed-in user and a wrong or guessed token', () => {
    const other = 'c0000000-0000-4000-8000-000000000901';
    expect(ownsBooking({ bookingUserId: USER, callerUserId: other, storedToken: TOKEN, givenToken: null })).toBe(false);
    expect(
      ownsBooking({
        bookingUserId: null,
        callerUserId: other,
        storedToken: TOKEN,
        givenToken: TOKEN.replace('7', '8'),
      }),
    ).toBe(false);
    expect(ownsBooking({ bookingUserId: null, callerUserId: null, storedToken: null, givenToken: 'null' })).toBe(false);
    // A guest booking is never owned through a session (user_id null must not match an anonymous caller).
    expect(ownsBooking({ bookingUserId: null, callerUserId: null, storedToken: TOKEN, givenToken: 42 })).toBe(false);
  });
});
