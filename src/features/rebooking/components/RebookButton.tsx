import { Suspense, useRef, useState } from 'react';
import { CalendarSync } from 'lucide-react';
import { Button } from '@/components/Button';
import { formatDate } from '@/lib/format';
import type { RebookingActor, RebookingLine } from '../rebookingRules';
import { LazyRebookingDialog as RebookingDialog } from './lazyDialogs';

interface RebookButtonProps {
  line: RebookingLine;
  /** A guest's view token (`/meine-buchung`); left out when signed in. */
  token?: string | null;
  /** `admin`: on the customer's behalf, with `Ohne Umbuchungsgebühr`. */
  actor?: RebookingActor;
}

/** `Umbuchen` on a booked seminar line: opens the rebooking dialog (show it where `canRebook` allows). */
export function RebookButton({ line, token = null, actor = 'booker' }: RebookButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void RebookingDialog.preload();

  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <CalendarSync aria-hidden="true" size={18} />
        Umbuchen
        <span className="visually-hidden">
          {' '}
          – {line.title}, {formatDate(line.start_date)}
        </span>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <RebookingDialog
            line={line}
            token={token}
            actor={actor}
            open={open}
            onOpenChange={setOpen}
            onCloseFocus={() => buttonRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
