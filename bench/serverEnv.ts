// The bench is one client address (loopback) that opens hundreds of sockets and sends as fast as each
// closed loop allows: every per-client limit (server/src/limits, docs/operations.md) would refuse it,
// and a refusal is not what the bench measures. So the bench's servers run with every limit lifted to
// its configured maximum; the limits' own cost (an in-memory counter per event) is still paid.
export const LIMITS_LIFTED: Readonly<Record<string, string>> = {
  COMMAND_RATE: '10000',
  COMMAND_BURST: '100000',
  SOCKET_EVENT_RATE: '100000',
  SOCKET_EVENT_BURST: '1000000',
  SOCKET_CONNECT_PER_MINUTE: '1000000',
  SOCKET_ADMIT_PER_SECOND: '1000000',
  SOCKET_REFUSALS_PER_MINUTE: '1000000',
  MAX_SOCKETS_PER_ADDRESS: '1000000',
  MAX_SOCKETS_PER_MATCH: '1000000',
  HTTP_PER_MINUTE: '10000000',
  MATCH_CREATE_PER_MINUTE: '1000000',
  SEAT_STATUS_PER_MINUTE: '1000000',
  SEAT_LOOKUPS_PER_MINUTE: '10000000',
  REPLAY_PER_MINUTE: '1000000',
  PLAYERS_CREATED_PER_MINUTE: '1000000',
};
