import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'Components/Form/CheckboxField',
  component: CheckboxField,
  parameters: { layout: 'padded' },
  args: { label: 'Newsletter mit neuen Seminarterminen' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole label is the click target. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Newsletter mit neuen Seminarterminen' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Newsletter mit neuen Seminarterminen'));
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'Höchstens einmal im Monat. Abmeldung jederzeit.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Höchstens einmal im Monat. Abmeldung jederzeit.',
    );
  },
};

/** A required consent not given: invalid, and the error is read with the checkbox. */
export const WithError: Story = {
  args: {
    label: 'Ich akzeptiere die AGB und die Stornobedingungen.',
    required: true,
    hint: 'Pflichtangabe für die Buchung.',
    error: 'Bitte akzeptieren Sie die AGB.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Ich akzeptiere die AGB und die Stornobedingungen.',
    });
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Pflichtangabe für die Buchung. Bitte akzeptieren Sie die AGB.');
  },
};
