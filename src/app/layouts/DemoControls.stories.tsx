import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { DemoControls } from './DemoControls';

const meta = {
  title: 'App/Layout/DemoControls',
  component: DemoControls,
} satisfies Meta<typeof DemoControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Demo-Postfach' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Demo-Daten zurücksetzen' })).toBeEnabled();
  },
};

/** The mock backend refuses the reset (one handler group overridden): a German message, nothing else breaks. */
export const ResetFails: Story = {
  parameters: {
    msw: {
      handlers: {
        demo: [http.post(`${DEMO_SUPABASE_URL}/demo/reset`, () => new HttpResponse(null, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Demo-Daten zurücksetzen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Demo-Daten konnten nicht zurückgesetzt werden. Bitte laden Sie die Seite neu.',
    );
    await expect(canvas.getByRole('button', { name: 'Demo-Daten zurücksetzen' })).toBeEnabled();
  },
};
