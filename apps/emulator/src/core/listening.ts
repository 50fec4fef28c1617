/**
 * How much the networks' public searches find. Every generator of public matches (X, Reddit, Threads,
 * VK and YouTube search, Instagram hashtag media, public Page posts, Discord chatter, Steam reviews)
 * plans a base number of items per day at volume 1 and scales it by the global volume times its
 * source's own. One instance is shared by every network of an emulator. Plans are kept once made: a
 * change applies to the days (or, for YouTube, the queries) not planned yet, so tests set the volume
 * right after a reset.
 */
export class ListeningVolume {
  private global = 1;
  private readonly sources = new Map<string, number>();

  /** The multiplier of one source (a network name, or `instagram` / `steam`). */
  of(source: string): number {
    return this.global * (this.sources.get(source) ?? 1);
  }

  /** How many items a plan of `base` items at volume 1 holds at the source's volume. */
  scale(source: string, base: number): number {
    return Math.max(0, Math.round(base * this.of(source)));
  }

  /** Sets the global multiplier (when given) and the sources named. */
  set(global: number | undefined, sources: Readonly<Record<string, number>>): void {
    if (global !== undefined) this.global = global;
    for (const [source, value] of Object.entries(sources)) this.sources.set(source, value);
  }

  /** Back to volume 1 everywhere (a full reset of the emulator). */
  reset(): void {
    this.global = 1;
    this.sources.clear();
  }

  /** What `GET /_emulator/listening` answers. */
  describe(): { volume: number; sources: Record<string, number> } {
    return { volume: this.global, sources: Object.fromEntries(this.sources) };
  }
}
