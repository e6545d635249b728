import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { FormAlert } from './FormAlert';

const meta = {
  title: 'Components/Form/FormAlert',
  component: FormAlert,
  parameters: { layout: 'padded' },
  args: { children: 'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail und Ihr Passwort.' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default tone: an error interrupts (role="alert"). */
export const LoadFailed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ungültige Anmeldedaten. Bitte überprüfen Sie Ihre E-Mail und Ihr Passwort.',
    );
  },
};

/** Success waits its turn (role="status"). */
export const Success: Story = {
  args: { tone: 'success', children: 'Ihr neues Passwort ist gespeichert.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ihr neues Passwort ist gespeichert.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Im Demo-Modus landen alle E-Mails im Demo-Postfach.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Im Demo-Modus landen alle E-Mails im Demo-Postfach.',
    );
  },
};

/** With an action inside, as the screens use it for "Erneut versuchen". */
export const WithAction: Story = {
  args: {
    children: (
      <>
        Ihre Buchungen konnten nicht geladen werden. <Button variant="ghost">Erneut versuchen</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
