# Sourced by the load tests (bench-server.sh, bench-replicas.sh): nginx run by an
# unprivileged user from a folder of its own, in the foreground, logging nothing per
# request.
#
#   nginx_config FOLDER WORKERS HTTP_BLOCKS > FOLDER/nginx.conf
#   nginx -c FOLDER/nginx.conf -p FOLDER &
#
# FOLDER holds nginx's pid file, error log and temporary files; WORKERS is
# worker_processes; HTTP_BLOCKS goes inside `http { }` (the servers and upstreams).
nginx_config() {
  local folder=$1 workers=$2 blocks=$3
  cat << CONF
worker_processes $workers;
daemon off;
pid $folder/nginx.pid;
error_log $folder/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $folder;
  proxy_temp_path $folder;
  fastcgi_temp_path $folder;
  uwsgi_temp_path $folder;
  scgi_temp_path $folder;
$blocks
}
CONF
}
