export type TPublicationHandler = (data: unknown) => void;

interface TChannelRegistryDeps {
  /** The first listener of a channel arrived. */
  join: (channel: string) => void;
  /** The last listener of a channel went away. */
  leave: (channel: string) => void;
  /** A listener threw: it is reported and the other listeners still get the publication. */
  onListenerError: (channel: string, error: unknown) => void;
}

/**
 * Who listens to which channel, reference-counted: the first listener joins the channel, the
 * last one to go leaves it. Leaving waits a microtask, so a listener that unmounts and mounts
 * again in the same commit (React's strict mode, a re-keyed component) does not leave and
 * re-join the channel.
 */
export function createChannelRegistry({ join, leave, onListenerError }: TChannelRegistryDeps) {
  const listeners = new Map<string, Set<{ handler: TPublicationHandler }>>();

  function release(channel: string, entries: Set<{ handler: TPublicationHandler }>) {
    if (entries.size > 0 || listeners.get(channel) !== entries) return;
    listeners.delete(channel);
    leave(channel);
  }

  return {
    /** Adds a listener; the returned function removes it (calling it twice is harmless). */
    add(channel: string, handler: TPublicationHandler): () => void {
      let entries = listeners.get(channel);
      if (!entries) {
        entries = new Set();
        listeners.set(channel, entries);
        join(channel);
      }
      // Each call is its own listener, even with the same handler: the count stays honest.
      const entry = { handler };
      entries.add(entry);
      const owned = entries;
      return () => {
        if (!owned.delete(entry) || owned.size > 0) return;
        queueMicrotask(() => release(channel, owned));
      };
    },

    /** Every channel someone listens to (joined again after each reconnect). */
    channels: (): string[] => [...listeners.keys()],

    /** Hands a publication to the channel's listeners; a channel nobody joined is ignored. */
    deliver(channel: string, data: unknown): void {
      for (const { handler } of listeners.get(channel) ?? []) {
        try {
          handler(data);
        } catch (error) {
          onListenerError(channel, error);
        }
      }
    },
  };
}

export type TChannelRegistry = ReturnType<typeof createChannelRegistry>;
