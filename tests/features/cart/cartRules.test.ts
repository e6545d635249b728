import { checkoutUrl, isUuid, newCartId } from '@/features/cart';

describe('cart rules', () => {
  it('makes ids of the form cart_{timestamp}_{random} (docs/states.md)', () => {
    expect(newCartId(1795330626000, () => 0.123456789)).toMatch(/^cart_1795330626000_[0-9a-z]{1,9}$/);
    expect(newCartId(1)).not.toBe(newCartId(1));
  });

  it('accepts only UUIDs as seminar ids (docs/errors.md)', () => {
    expect(isUuid('a1000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('seo-grundlagen')).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });

  it('builds the checkout URL from the checkout path and the cart id (docs/states.md)', () => {
    expect(checkoutUrl('cart_1_abc')).toBe('/checkout?cartId=cart_1_abc');
  });
});
