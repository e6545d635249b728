import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: { layout: 'centered' },
  args: { children: 'Jetzt buchen', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default variant; a plain `type="button"` unless told otherwise, so it never submits a form by accident. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Jetzt buchen' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Kalendereintrag (.ics)' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kalendereintrag (.ics)' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Erneut versuchen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Konto löschen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Konto löschen' })).toBeEnabled();
  },
};

/** While a request runs: disabled, `aria-busy`, a spinner hidden from screen readers; a click sends nothing. */
export const Pending: Story = {
  args: { pending: true, children: 'Anmelden' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Anmelden' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled without a request running (e.g. nothing to clear): no spinner, no `aria-busy`. */
export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary', children: 'Postfach leeren' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Postfach leeren' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** `type="submit"` inside a form submits it (once: the click is not also a separate action). */
export const Submit: Story = {
  args: { type: 'submit', children: 'Profil speichern' },
  render: function SubmitInForm(args) {
    const [submitted, setSubmitted] = useState(0);
    return (
      <form
        aria-label="Beispiel"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted((count) => count + 1);
        }}
      >
        <Button {...args} />
        <p role="status">{submitted === 0 ? 'Noch nicht gesendet' : `${submitted}× gesendet`}</p>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Profil speichern' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1× gesendet');
  },
};
