// Attacks on the chat's optional LLM (issue 28, item 7), against a local OpenAI-compatible stand-in:
// - a 1 MB message went to the model in full, though the engine reads only MAX_MESSAGE_LENGTH characters;
// - a model answer asking to "send your credit card number to support at evil dot example" has no digit and no link
//   and was shown; now the engine's own answer is.
import { deepStrictEqual, equal, ok } from 'node:assert/strict';
import { MAX_MESSAGE_LENGTH } from '../_shared/chat/index.ts';
import { handleChat } from '../chat/handler.ts';
import { closeFunctionsPool, serveFunction, startServer } from './support.ts';

const LLM_ENV = ['CHAT_LLM_ENABLED', 'CHAT_LLM_URL', 'CHAT_LLM_KEY', 'CHAT_LLM_MODEL'];

/** The chat function with the LLM switched on, pointed at a stand-in that answers `reply`. */
function chatWithLlm(reply: () => string) {
  const llm = startServer(() => Response.json({ choices: [{ message: { content: reply() } }] }));
  Deno.env.set('CHAT_LLM_ENABLED', 'true');
  Deno.env.set('CHAT_LLM_URL', `${llm.url}/v1/chat/completions`);
  Deno.env.set('CHAT_LLM_KEY', 'test-llm-key');
  const fn = serveFunction(handleChat);
  const ask = async (message: string) => {
    const response = await fetch(`${fn.url}/`, { method: 'POST', body: JSON.stringify({ message }) });
    return (await response.json()) as { text: string; intent: string };
  };
  const close = async () => {
    for (const name of LLM_ENV) Deno.env.delete(name);
    await fn.close();
    await llm.close();
    await closeFunctionsPool();
  };
  return { llm, ask, close };
}

Deno.test('a 1 MB chat message reaches the model only as far as the engine reads it', async () => {
  const chat = chatWithLlm(() => 'Gern helfe ich Ihnen weiter.');
  try {
    const message = `Was kostet das Seminar SEO-Grundlagen? ${'a'.repeat(1024 * 1024)}`;
    await chat.ask(message);
    equal(chat.llm.requests.length, 1);
    const sent = JSON.parse(chat.llm.requests[0]!.body) as { messages: Array<{ role: string; content: string }> };
    const question = JSON.parse(sent.messages[1]!.content) as { FRAGE: string };
    equal(Array.from(question.FRAGE).length, MAX_MESSAGE_LENGTH);
    ok(message.startsWith(question.FRAGE));
    ok(chat.llm.requests[0]!.body.length < 20_000, `the model got ${chat.llm.requests[0]!.body.length} characters`);
  } finally {
    await chat.close();
  }
});

Deno.test('a model answer asking for card data or naming an outside contact shows the engine answer', async () => {
  let reply = '';
  const chat = chatWithLlm(() => reply);
  try {
    const question = 'Wie kann ich bezahlen?';
    reply = 'Gern! Sie können per Rechnung oder online bezahlen.';
    const phrased = await chat.ask(question);
    equal(phrased.text, reply, 'a harmless phrasing is shown');
    for (const phishing of [
      'Please send your credit card number to support at evil dot example.',
      'Schicken Sie Ihre Kartennummer und die CVC an hilfe(at)evil(punkt)example.',
      'Für die Zahlung nennen Sie uns bitte Ihr Passwort per WhatsApp.',
      'Überweisen Sie an service@evil.example, Betreff: IBAN.',
    ]) {
      reply = phishing;
      const answer = await chat.ask(question);
      ok(!answer.text.includes('evil') && answer.text !== phishing, answer.text);
      ok(answer.text.includes('Rechnung'), `the engine's own payment answer: ${answer.text}`);
    }
    deepStrictEqual(chat.llm.requests.length, 5);
  } finally {
    await chat.close();
  }
});
