import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/Form/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'E-Mail', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input: the label names it, typing works. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-Mail' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'kunde@akademie.test');
    await expect(input).toHaveValue('kunde@akademie.test');
  },
};

/** Required: the asterisk is visual only; the input itself is required. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-Mail' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The hint is read with the input (aria-describedby). */
export const WithHint: Story = {
  args: { label: 'USt-IdNr.', type: 'text', autoComplete: undefined, hint: 'Nur für Firmenrechnungen.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'USt-IdNr.' });
    await expect(input).toHaveAccessibleDescription('Nur für Firmenrechnungen.');
  },
};

/** An error marks the input invalid and is read with it; what the user typed stays. */
export const WithError: Story = {
  args: {
    label: 'PLZ',
    type: 'text',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    defaultValue: '123',
    error: 'Die Postleitzahl hat 5 Ziffern.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'PLZ' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Die Postleitzahl hat 5 Ziffern.');
    await expect(input).toHaveValue('123');
  },
};

/** Hint and error together: both are read, the hint first. */
export const WithHintAndError: Story = {
  args: {
    label: 'Passwort',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    hint: 'Mindestens 6 Zeichen.',
    error: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Passwort/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Mindestens 6 Zeichen. Das Passwort muss mindestens 6 Zeichen lang sein.',
    );
  },
};
