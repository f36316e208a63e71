import fp from 'fastify-plugin';

/**
 * When the app starts closing, answers still in flight tell the client to close the
 * connection. Without this a keep-alive connection that was busy when close() began
 * stays open after its answer until the keep-alive timeout, and shutdown waits for it.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A callback hook, not an async one: it runs for every answer, and almost always does nothing.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'agora-graceful-close' },
);
