import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AddressFields } from './AddressFields';

const meta = {
  title: 'Components/Form/AddressFields',
  component: AddressFields,
  parameters: { layout: 'padded' },
  args: {
    street: { name: 'street' },
    postalCode: { name: 'postalCode' },
    city: { name: 'city' },
    country: { name: 'country', defaultValue: 'DE' },
  },
} satisfies Meta<typeof AddressFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An optional address (the profile): four labelled fields, Germany preselected. */
export const Optional: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Straße und Hausnummer' })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'PLZ' })).toHaveAttribute('autocomplete', 'postal-code');
    await expect(canvas.getByRole('combobox', { name: 'Land' })).toHaveValue('DE');
  },
};

/** A required address with the German messages of a refused entry; what was typed stays. */
export const RequiredWithErrors: Story = {
  args: {
    required: true,
    street: { name: 'street', defaultValue: 'Musterweg 1' },
    postalCode: { name: 'postalCode', defaultValue: '1011', error: 'Bitte geben Sie eine fünfstellige PLZ ein.' },
    city: { name: 'city', defaultValue: 'B'.repeat(101), error: 'Bitte höchstens 100 Zeichen.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const postalCode = canvas.getByRole('textbox', { name: /^PLZ/ });
    await expect(postalCode).toBeRequired();
    await expect(postalCode).toHaveAccessibleDescription('Bitte geben Sie eine fünfstellige PLZ ein.');
    await expect(postalCode).toHaveValue('1011');
    const city = canvas.getByRole('textbox', { name: /^Ort/ });
    await expect(city).toHaveAccessibleDescription('Bitte höchstens 100 Zeichen.');
    await expect(city).toHaveValue('B'.repeat(101));
  },
};
