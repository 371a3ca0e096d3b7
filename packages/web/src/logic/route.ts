// The app's routes, parsed from the location (pure, for tests).

export type Route =
  | { name: 'lobby' }
  | { name: 'room'; roomId: string; spectate: boolean }
  | { name: 'replay'; gameId: string }
  | { name: 'rules'; game: string; ruleset: string }
  | { name: 'showMe'; game: string; ruleset: string; scenario: string }
  | { name: 'notFound' };

export function parseRoute(pathname: string, search: string): Route {
  const room = /^\/room\/([^/]+)\/?$/.exec(pathname);
  if (room) {
    const spectate = new URLSearchParams(search).get('spectate');
    return {
      name: 'room',
      // Room codes are upper case (server rooms.ts); one typed or linked in lower case is the same room.
      roomId: decodeURIComponent(room[1]).toUpperCase(),
      spectate: spectate === '1' || spectate === 'true',
    };
  }
  const replay = /^\/replay\/([^/]+)\/?$/.exec(pathname);
  if (replay) return { name: 'replay', gameId: decodeURIComponent(replay[1]) };
  const rules = /^\/rules\/([^/]+)\/([^/]+)(?:\/show\/([^/]+))?\/?$/.exec(pathname);
  if (rules) {
    const [game, ruleset] = [decodeURIComponent(rules[1]), decodeURIComponent(rules[2])];
    return rules[3]
      ? { name: 'showMe', game, ruleset, scenario: decodeURIComponent(rules[3]) }
      : { name: 'rules', game, ruleset };
  }
  if (pathname === '/' || pathname === '') return { name: 'lobby' };
  return { name: 'notFound' };
}
