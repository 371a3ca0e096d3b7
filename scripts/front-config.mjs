// The nginx front of several server processes (docs/deploy.md), as a config text: `/` goes to any
// process, `/p/<n>/` to process n only (its PUBLIC_ADDRESS), with websocket upgrades passed on.
// deploy/nginx-fengsheng.conf is the same for two processes; `npm run start:cluster` and the
// cluster tests (packages/server/test/helpers/front.ts) start nginx with this.

const PROXY = `proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 3600s;`;

/** The `http { }` block: nginx on `listen`, the processes on 127.0.0.1 `ports` (/p/1/ first). */
export function frontHttpBlock(listen, ports, extra = '') {
  const prefixes = ports
    .map(
      (port, i) =>
        `    location /p/${i + 1}/ {\n      proxy_pass http://127.0.0.1:${port}/;\n      ${PROXY}\n    }`,
    )
    .join('\n');
  return `http {
${extra}  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
  upstream fengsheng {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen ${listen};
    client_max_body_size 64k;
${prefixes}
    location / {
      proxy_pass http://fengsheng;
      # A process gone: the next one answers (the lobby and seat reservations are any process's).
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      ${PROXY}
    }
  }
}
`;
}

/** A whole nginx.conf that keeps everything (pid, logs, temp files) in `dir`. */
export function frontConfig(dir, listen, ports) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${dir}/${t};\n`)
    .join('');
  // As root, nginx's workers would switch to `nobody`, who cannot write this folder's temp files.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
error_log ${dir}/logs/error.log warn;
events {
  worker_connections 1024;
}
${frontHttpBlock(listen, ports, `  access_log ${dir}/logs/access.log;\n${temp}`)}`;
}
