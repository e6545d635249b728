import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField } from './SelectField';

const meta = {
  title: 'Components/Form/SelectField',
  component: SelectField,
  parameters: { layout: 'padded' },
  args: {
    label: 'Land',
    autoComplete: 'country',
    defaultValue: 'DE',
    options: [
      { value: 'DE', label: 'Deutschland' },
      { value: 'AT', label: 'Österreich' },
      { value: 'CH', label: 'Schweiz' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native select, named by its label; the keyboard and the mouse both choose. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Land' });
    await expect(select).toHaveValue('DE');
    await expect(within(select).getAllByRole('option')).toHaveLength(3);
    await userEvent.selectOptions(select, 'Österreich');
    await expect(select).toHaveValue('AT');
  },
};

export const WithError: Story = {
  args: { error: 'Bitte wählen Sie ein Land.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Land' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Bitte wählen Sie ein Land.');
  },
};
