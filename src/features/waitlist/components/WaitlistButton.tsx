import { Suspense, useRef, useState } from 'react';
import { ListPlus } from 'lucide-react';
import { Button } from '@/components/Button';
import { lazyPage } from '@/lib/lazyPage';
import type { WaitlistTarget } from '../waitlistApi';

// The dialog, its form rules and Radix's dialog load when they are first wanted, not with every page that lists
// dates: most visitors never open it.
const JoinWaitlistDialog = lazyPage(
  () => import(/* webpackChunkName: "waitlist-join-dialog" */ './JoinWaitlistDialog'),
  'JoinWaitlistDialog',
);

interface WaitlistButtonProps {
  target: WaitlistTarget;
  /** Names the date for screen readers and in the dialog, e.g. `SEO-Grundlagen, Berlin, Do., 10.12.2026`. */
  description: string;
}

/** `Auf die Warteliste` on a sold-out date: opens the join dialog, prefilled for signed-in users. */
export function WaitlistButton({ target, description }: WaitlistButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void JoinWaitlistDialog.preload();

  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-label={`Auf die Warteliste: ${description}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <ListPlus aria-hidden="true" size={18} />
        Auf die Warteliste
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <JoinWaitlistDialog
            target={target}
            description={description}
            open={open}
            onOpenChange={setOpen}
            onCloseFocus={() => buttonRef.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
