import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Components/Form/TextAreaField',
  component: TextAreaField,
  parameters: { layout: 'padded' },
  args: { label: 'Nachricht' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled multi-line field: the label names it, typing keeps line breaks. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Nachricht' });
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, 'Zwei Tage,{Enter}Schwerpunkt Performance Max.');
    await expect(field).toHaveValue('Zwei Tage,\nSchwerpunkt Performance Max.');
  },
};

/** Required: the field itself is required. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Nachricht/ })).toBeRequired();
  },
};

/** A hint describes the field. */
export const WithHint: Story = {
  args: { hint: 'Höchstens 2000 Zeichen.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Nachricht' });
    await expect(field).toHaveAccessibleDescription('Höchstens 2000 Zeichen.');
  },
};

/** An error: the field is invalid and the German message describes it; what was typed stays. */
export const WithError: Story = {
  args: { error: 'Bitte schreiben Sie uns eine Nachricht.', defaultValue: 'Hallo' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Nachricht' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Bitte schreiben Sie uns eine Nachricht\./);
    await expect(field).toHaveValue('Hallo');
  },
};
