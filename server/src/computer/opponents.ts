// The computer opponents of this server: which matches' seats its bot process plays, within the limits,
// and, when the server starts, the seats of the matches still in play (a restart resumes them: each
// gets a fresh seat token, since tokens are stored only hashed).
import { randomUUID } from 'node:crypto';
import type { ComputerLevel, Side } from '@hexfog/shared';
import type { Logger } from '../logging/logger';
import type { MatchStore } from '../persistence/matchStore';
import { readMatchOptions } from '../matches/options';
import { hashToken, newSeatToken } from '../matches/seats';
import type { BotHost } from './botHost';

export interface ComputerLimits {
  /** Seats the computer plays at once on this server. */
  readonly maxComputerOpponents: number;
  /** Matches against the computer one player has in play at once. */
  readonly computerMatchesPerPlayer: number;
}

export interface ComputerOpponentsOptions {
  readonly store: MatchStore;
  readonly host: BotHost;
  readonly log: Logger;
  readonly limits: ComputerLimits;
  /** The server's own address for the bot's sockets (loopback), once it listens; null before. */
  readonly url: () => string | null;
  /** The least time between two of the computer's commands, so that a human can follow them. */
  readonly paceMs: number;
}

export class ComputerOpponents {
  /** Match -> the player who plays the computer there (none for a match resumed after a restart). */
  private readonly matches = new Map<string, string | null>();

  constructor(private readonly opts: ComputerOpponentsOptions) {}

  /**
   * Holds a place for this player's new match against the computer, or says why he may not have one now.
   * The place is taken before the match is created (an await), so two requests at once cannot both pass
   * the limits; `seat` fills it, `release` gives it back when the creation failed.
   */
  reserve(playerId: string): { readonly ticket: string } | { readonly refusal: string } {
    if (this.matches.size >= this.opts.limits.maxComputerOpponents)
      return { refusal: 'the computer plays as many matches as it can: try again later' };
    const his = [...this.matches.values()].filter((p) => p === playerId).length;
    if (his >= this.opts.limits.computerMatchesPerPlayer)
      return { refusal: `you already play ${his} match${his === 1 ? '' : 'es'} against the computer: finish or resign one first` };
    const ticket = `reserved:${randomUUID()}`;
    this.matches.set(ticket, playerId);
    return { ticket };
  }

  release(ticket: string): void {
    this.matches.delete(ticket);
  }

  /** The computer takes `side` of a new match with the seat's token (in the place `ticket` held, if any). */
  seat(matchId: string, side: Side, level: ComputerLevel, token: string, playerId: string | null, ticket?: string): void {
    const url = this.opts.url();
    if (!url) throw new Error('the server does not listen yet');
    if (ticket) this.matches.delete(ticket);
    this.matches.set(matchId, playerId);
    this.opts.host.play({ type: 'play', matchId, url, token, level, paceMs: this.opts.paceMs });
    this.opts.log.info({ matchId, side, level }, 'the computer takes a seat');
  }

  /** The computer's seat of that match is no longer played (its match ended, or its bot stopped). */
  done(matchId: string): void {
    this.matches.delete(matchId);
  }

  async close(): Promise<void> {
    await this.opts.host.close();
  }

  /** After a restart: the seats of matches against the computer still in play, each with a fresh token. */
  async resume(): Promise<number> {
    const rows = await this.opts.store.withComputer(this.opts.limits.maxComputerOpponents);
    let resumed = 0;
    for (const row of rows) {
      const computer = readMatchOptions(row.options).computer;
      if (!computer || this.matches.has(row.id)) continue;
      const token = newSeatToken();
      await this.opts.store.setSeatToken(row.id, computer.side, hashToken(token));
      this.seat(row.id, computer.side, computer.level, token, null);
      resumed++;
    }
    if (resumed) this.opts.log.info({ resumed }, 'computer seats resumed');
    return resumed;
  }
}
