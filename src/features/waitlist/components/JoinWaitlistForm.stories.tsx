import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JoinWaitlistForm } from './JoinWaitlistForm';

/** The join dialog's form: name, e-mail and seats wanted (1–10). */
const meta = {
  title: 'Waitlist/JoinWaitlistForm',
  component: JoinWaitlistForm,
  args: {
    initial: { name: '', email: '' },
    pending: false,
    result: null,
    error: undefined,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof JoinWaitlistForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: empty fields, 1 seat preselected. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Name/)).toHaveValue('');
    await expect(canvas.getByLabelText(/Gewünschte Plätze/)).toHaveValue('1');
  },
};

/** Signed in: name and account e-mail prefilled. */
export const SignedIn: Story = {
  args: { initial: { name: 'Katharina Neumann', email: 'kunde@akademie.test' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/E-Mail/)).toHaveValue('kunde@akademie.test');
    await userEvent.selectOptions(canvas.getByLabelText(/Gewünschte Plätze/), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Auf die Warteliste' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Katharina Neumann',
      email: 'kunde@akademie.test',
      seats: 3,
    });
  },
};

/** Missing name and a broken address: German messages at the fields, the typed text stays. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-Mail/), 'gerda@');
    await userEvent.click(canvas.getByRole('button', { name: 'Auf die Warteliste' }));
    await expect(canvas.getByText('Bitte geben Sie Ihren Namen an.')).toBeInTheDocument();
    await expect(canvas.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/E-Mail/)).toHaveValue('gerda@');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The request runs: the button says so and cannot be pressed twice. */
export const Pending: Story = {
  args: { pending: true, initial: { name: 'Gerda Gast', email: 'gerda@example.test' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Auf die Warteliste' })).toBeDisabled();
  },
};

/** The server refuses (already on the list): its German sentence, the fields keep their values. */
export const AlreadyJoined: Story = {
  args: {
    initial: { name: 'Gerda Gast', email: 'gerda@example.test' },
    error: {
      status: 400,
      code: 'WAITLIST_ALREADY_JOINED',
      message: 'Mit dieser E-Mail-Adresse stehen Sie bereits auf der Warteliste für diesen Termin.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('bereits auf der Warteliste');
    await expect(canvas.getByLabelText(/E-Mail/)).toHaveValue('gerda@example.test');
  },
};

/** A guest joined: the address still has to be confirmed by the link in the e-mail. */
export const PendingConfirmation: Story = {
  args: {
    result: {
      entry_id: 'e1',
      session_id: 's1',
      webinar_id: null,
      seats: 2,
      status: 'pending_confirmation',
      position: null,
      offer_expires_at: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse',
    );
  },
};

/** Signed in with the account address: on the list at once, with the place. */
export const Waiting: Story = {
  args: {
    result: {
      entry_id: 'e1',
      session_id: 's1',
      webinar_id: null,
      seats: 1,
      status: 'waiting',
      position: 3,
      offer_expires_at: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Sie stehen auf der Warteliste: Platz 3.',
    );
  },
};
