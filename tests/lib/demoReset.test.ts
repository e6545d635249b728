import { loadCart, newestUnexpiredCart, saveCart } from '@/lib/storage';
import { resetDemoData } from '@/lib/demoBackend';
import { signInAs } from '../utils/session';

describe('Demo-Daten zurücksetzen (resetDemoData)', () => {
  it('also clears the stored carts (IndexedDB) and the session storage the demo wrote', async () => {
    const now = Date.now();
    await saveCart({ id: 'cart_1_a', items: [{ title: 'SEO-Grundlagen' }], createdAt: now, updatedAt: now }, now);
    await saveCart({ id: 'cart_2_b', items: [{ title: 'Google Ads' }], createdAt: now, updatedAt: now }, now);
    sessionStorage.setItem('digitalakademie-chat-v1', JSON.stringify([{ role: 'user', text: 'Hallo' }]));
    sessionStorage.setItem('digitalakademie-checkout-draft', JSON.stringify({ step: 3 }));
    await signInAs('customer');
    expect(Object.keys(localStorage).some((key) => key.startsWith('sb-'))).toBe(true);

    await resetDemoData();

    expect(await loadCart('cart_1_a')).toBeNull();
    expect(await loadCart('cart_2_b')).toBeNull();
    expect(await newestUnexpiredCart(now)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(Object.keys(localStorage).some((key) => key.startsWith('sb-'))).toBe(false);
  });
});
