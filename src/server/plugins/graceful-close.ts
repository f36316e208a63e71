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
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'agora-graceful-close' },
);
