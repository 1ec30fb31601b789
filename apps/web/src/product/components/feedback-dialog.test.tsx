import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fake-api';
import { renderInPageContext } from '../../test/render-in-page-context';
import { FEEDBACK_SENT_MESSAGE, FeedbackDialog } from './feedback-dialog';

function renderDialog() {
  const onClose = vi.fn();
  const { user } = renderInPageContext(<FeedbackDialog opened onClose={onClose} />, {});
  return { onClose, user };
}

describe('the feedback dialog', () => {
  it('thanks the user once the server took their feedback, and closes on Close', async () => {
    const api = stubFetch({
      handle: (request) =>
        request.method === 'POST' && request.path === '/api/feedback' ? { status: 204 } : undefined,
    });
    const { onClose, user } = renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'I want to report a problem' }));
    await user.type(within(dialog).getByPlaceholderText('Details'), 'The pie chart is empty');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(FEEDBACK_SENT_MESSAGE);
    expect(FEEDBACK_SENT_MESSAGE).toBe('Thank you — your feedback was sent.');
    expect(api.requestsTo('/api/feedback')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the form and shows the error when sending fails, with no thanks', async () => {
    stubFetch({
      handle: (request) =>
        request.path === '/api/feedback'
          ? {
              status: 400,
              body: { statusCode: 400, error: 'Bad Request', message: 'content is required' },
            }
          : undefined,
    });
    const { user } = renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'I have a suggestion' }));
    await user.type(within(dialog).getByPlaceholderText('Details'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(within(dialog).getByText('content is required')).toBeVisible());
    expect(within(dialog).queryByText(FEEDBACK_SENT_MESSAGE)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('chooses nothing for the user: no type, no consent; Send waits for a type', async () => {
    const api = stubFetch({
      handle: (request) =>
        request.method === 'POST' && request.path === '/api/feedback' ? { status: 204 } : undefined,
    });
    const { user } = renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    const type = within(dialog).getByRole('textbox', { name: 'Type' });
    expect(type).toHaveValue('');
    expect(type).toBeRequired();
    expect(
      within(dialog).getByRole('checkbox', { name: "It's okay to contact me" }),
    ).not.toBeChecked();
    await user.type(within(dialog).getByPlaceholderText('Details'), 'The export is empty');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'I want to report a problem' }));
    expect(send).toBeEnabled();
    await user.click(send);

    await within(dialog).findByRole('status');
    expect(api.requestsTo('/api/feedback')[0]?.body).toMatchObject({
      type: 'Problem',
      content: 'The export is empty',
      contact: false,
    });
  });
});
