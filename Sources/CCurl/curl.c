// GETs through libcurl, loaded with dlopen on first use: a program that never asks a
// server never maps libcurl and the two dozen libraries it brings (about 13 ms of every
// start). The few libcurl names used are declared here, with their stable ABI values,
// so building needs no libcurl headers.
#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
  OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010, OPT_WRITEFUNCTION = 20011,
  OPT_USERAGENT = 10018, OPT_HTTPHEADER = 10023, OPT_NOPROGRESS = 43, OPT_FOLLOWLOCATION = 52,
  OPT_XFERINFODATA = 10057, OPT_MAXREDIRS = 68, OPT_NOSIGNAL = 99, OPT_ACCEPT_ENCODING = 10102,
  OPT_TIMEOUT_MS = 155, OPT_PROTOCOLS = 181, OPT_REDIR_PROTOCOLS = 182, OPT_XFERINFOFUNCTION = 20219,
};
enum { INFO_RESPONSE_CODE = 0x200000 + 2 };
enum { PROTO_HTTP_AND_HTTPS = 1 | 2, GLOBAL_DEFAULT = 3 };
enum {
  E_OK = 0, E_RESOLVE_PROXY = 5, E_RESOLVE_HOST = 6, E_CONNECT = 7, E_PARTIAL_FILE = 18,
  E_WRITE = 23, E_TIMED_OUT = 28, E_SSL_CONNECT = 35, E_ABORTED = 42, E_GOT_NOTHING = 52,
  E_SEND = 55, E_RECV = 56, E_SSL_CERT = 58, E_SSL_CIPHER = 59, E_PEER_VERIFICATION = 60,
  E_SSL_CACERT_FILE = 77, E_SSL_ISSUER = 83, E_SSL_PINNED_KEY = 90, E_SSL_CERT_STATUS = 91,
};

static struct {
  int (*global_init)(long flags);
  void *(*easy_init)(void);
  int (*easy_setopt)(void *easy, int option, ...);
  int (*easy_perform)(void *easy);
  int (*easy_getinfo)(void *easy, int info, ...);
  void (*easy_cleanup)(void *easy);
  const char *(*easy_strerror)(int code);
  void *(*slist_append)(void *list, const char *text);
  void *headers;
  int loaded;
  char failure[160];
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
  const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};
  void *library = NULL;
  for (size_t i = 0; i < sizeof names / sizeof *names && library == NULL; i++) {
    library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  }
  if (library == NULL) {
    snprintf(curl.failure, sizeof curl.failure,
             "asking a server needs libcurl, which is not installed (apt-get install libcurl4)");
    return;
  }
  *(void **)&curl.global_init = dlsym(library, "curl_global_init");
  *(void **)&curl.easy_init = dlsym(library, "curl_easy_init");
  *(void **)&curl.easy_setopt = dlsym(library, "curl_easy_setopt");
  *(void **)&curl.easy_perform = dlsym(library, "curl_easy_perform");
  *(void **)&curl.easy_getinfo = dlsym(library, "curl_easy_getinfo");
  *(void **)&curl.easy_cleanup = dlsym(library, "curl_easy_cleanup");
  *(void **)&curl.easy_strerror = dlsym(library, "curl_easy_strerror");
  *(void **)&curl.slist_append = dlsym(library, "curl_slist_append");
  if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform ||
      !curl.easy_getinfo || !curl.easy_cleanup || !curl.easy_strerror || !curl.slist_append ||
      curl.global_init(GLOBAL_DEFAULT) != E_OK) {
    snprintf(curl.failure, sizeof curl.failure, "the installed libcurl is unusable");
    return;
  }
  curl.headers = curl.slist_append(NULL, "Accept: application/json");
  curl.loaded = curl.headers != NULL;
  if (!curl.loaded) snprintf(curl.failure, sizeof curl.failure, "the installed libcurl is unusable");
}

// Idle handles, each keeping its live connections: a kept-alive connection saves a TCP
// (and TLS) handshake on every keystroke.
enum { POOL_SIZE = 4 };
static void *pool[POOL_SIZE];
static int pooled = 0;
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;

static void *take_handle(void) {
  void *easy = NULL;
  pthread_mutex_lock(&pool_lock);
  if (pooled > 0) easy = pool[--pooled];
  pthread_mutex_unlock(&pool_lock);
  return easy != NULL ? easy : curl.easy_init();
}

static void give_handle(void *easy) {
  pthread_mutex_lock(&pool_lock);
  int kept = pooled < POOL_SIZE;
  if (kept) pool[pooled++] = easy;
  pthread_mutex_unlock(&pool_lock);
  if (!kept) curl.easy_cleanup(easy);
}

static size_t receive(char *data, size_t size, size_t count, void *context) {
  ps_http_answer *answer = context;
  size_t bytes = size * count;
  if (answer->should_stop(answer->context)) {
    answer->outcome = PS_HTTP_STOPPED;
    return 0;
  }
  if (bytes > answer->max_length - answer->length) {
    answer->outcome = PS_HTTP_TOO_LARGE;
    return 0;
  }
  if (answer->length + bytes > answer->capacity) {
    size_t capacity = answer->capacity == 0 ? 16384 : answer->capacity;
    while (capacity < answer->length + bytes) capacity *= 2;
    unsigned char *grown = realloc(answer->body, capacity);
    if (grown == NULL) {
      answer->outcome = PS_HTTP_TOO_LARGE;
      return 0;
    }
    answer->body = grown;
    answer->capacity = capacity;
  }
  memcpy(answer->body + answer->length, data, bytes);
  answer->length += bytes;
  return bytes;
}

static int progress(void *context, long long down_total, long long down_now, long long up_total,
                    long long up_now) {
  (void)down_total, (void)down_now, (void)up_total, (void)up_now;
  ps_http_answer *answer = context;
  return answer->should_stop(answer->context) ? 1 : 0;
}

static ps_http_outcome outcome_of(int code, const ps_http_answer *answer) {
  switch (code) {
  case E_OK: return PS_HTTP_ANSWERED;
  case E_RESOLVE_PROXY:
  case E_RESOLVE_HOST: return PS_HTTP_UNKNOWN_HOST;
  case E_CONNECT: return PS_HTTP_REFUSED;
  case E_TIMED_OUT: return PS_HTTP_TIMED_OUT;
  case E_ABORTED: return PS_HTTP_STOPPED;
  case E_GOT_NOTHING:
  case E_SEND:
  case E_RECV:
    return answer->status == 0 && answer->length == 0 ? PS_HTTP_DEAD_CONNECTION : PS_HTTP_CUT_OFF;
  case E_PARTIAL_FILE: return PS_HTTP_CUT_OFF;
  case E_SSL_CONNECT:
  case E_SSL_CERT:
  case E_SSL_CIPHER:
  case E_PEER_VERIFICATION:
  case E_SSL_CACERT_FILE:
  case E_SSL_ISSUER:
  case E_SSL_PINNED_KEY:
  case E_SSL_CERT_STATUS: return PS_HTTP_TLS_FAILED;
  default: return PS_HTTP_OTHER;
  }
}

void ps_http_get(const char *url, const char *user_agent, long timeout_ms, size_t max_length,
                 int (*should_stop)(void *context), void *context, ps_http_answer *answer) {
  memset(answer, 0, sizeof *answer);
  answer->max_length = max_length;
  answer->should_stop = should_stop;
  answer->context = context;
  pthread_once(&load_once, load);
  if (!curl.loaded) {
    answer->outcome = PS_HTTP_NO_LIBCURL;
    snprintf(answer->error, sizeof answer->error, "%s", curl.failure);
    return;
  }
  void *easy = take_handle();
  if (easy == NULL) {
    answer->outcome = PS_HTTP_OTHER;
    snprintf(answer->error, sizeof answer->error, "libcurl could not start a transfer");
    return;
  }
  curl.easy_setopt(easy, OPT_URL, url);
  curl.easy_setopt(easy, OPT_USERAGENT, user_agent);
  curl.easy_setopt(easy, OPT_HTTPHEADER, curl.headers);
  curl.easy_setopt(easy, OPT_ACCEPT_ENCODING, "");
  curl.easy_setopt(easy, OPT_PROTOCOLS, (long)PROTO_HTTP_AND_HTTPS);
  curl.easy_setopt(easy, OPT_REDIR_PROTOCOLS, (long)PROTO_HTTP_AND_HTTPS);
  curl.easy_setopt(easy, OPT_FOLLOWLOCATION, 1L);
  curl.easy_setopt(easy, OPT_MAXREDIRS, 3L);
  curl.easy_setopt(easy, OPT_NOSIGNAL, 1L);
  curl.easy_setopt(easy, OPT_TIMEOUT_MS, timeout_ms);
  curl.easy_setopt(easy, OPT_ERRORBUFFER, answer->error);
  curl.easy_setopt(easy, OPT_WRITEFUNCTION, receive);
  curl.easy_setopt(easy, OPT_WRITEDATA, answer);
  curl.easy_setopt(easy, OPT_NOPROGRESS, 0L);
  curl.easy_setopt(easy, OPT_XFERINFOFUNCTION, progress);
  curl.easy_setopt(easy, OPT_XFERINFODATA, answer);
  int code = curl.easy_perform(easy);
  curl.easy_getinfo(easy, INFO_RESPONSE_CODE, &answer->status);
  // The answer's buffers end with this call: the handle must not keep pointing at them.
  curl.easy_setopt(easy, OPT_ERRORBUFFER, (char *)NULL);
  curl.easy_setopt(easy, OPT_WRITEDATA, (void *)NULL);
  curl.easy_setopt(easy, OPT_XFERINFODATA, (void *)NULL);
  if (answer->outcome == PS_HTTP_ANSWERED) answer->outcome = outcome_of(code, answer);
  if (answer->outcome == PS_HTTP_OTHER && answer->error[0] == '\0') {
    snprintf(answer->error, sizeof answer->error, "%s", curl.easy_strerror(code));
  }
  // A handle whose transfer failed may hold a connection in a bad state: not kept.
  if (code == E_OK) give_handle(easy); else curl.easy_cleanup(easy);
}

// Threads counted between ps_http_thread_started and ps_http_thread_ended; the
// condition waits on the monotonic clock, which a change of the system time leaves be.
static int threads = 0;
static pthread_mutex_t threads_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t threads_changed;
static pthread_once_t threads_once = PTHREAD_ONCE_INIT;

static void make_threads_changed(void) {
  pthread_condattr_t attributes;
  pthread_condattr_init(&attributes);
  pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
  pthread_cond_init(&threads_changed, &attributes);
  pthread_condattr_destroy(&attributes);
}

void ps_http_thread_started(void) {
  pthread_once(&threads_once, make_threads_changed);
  pthread_mutex_lock(&threads_lock);
  threads++;
  pthread_mutex_unlock(&threads_lock);
}

void ps_http_thread_ended(void) {
  pthread_mutex_lock(&threads_lock);
  threads--;
  pthread_cond_broadcast(&threads_changed);
  pthread_mutex_unlock(&threads_lock);
}

int ps_http_wait_for_threads(long timeout_ms) {
  pthread_once(&threads_once, make_threads_changed);
  struct timespec deadline;
  clock_gettime(CLOCK_MONOTONIC, &deadline);
  deadline.tv_sec += timeout_ms / 1000;
  deadline.tv_nsec += (timeout_ms % 1000) * 1000000L;
  if (deadline.tv_nsec >= 1000000000L) {
    deadline.tv_sec += 1;
    deadline.tv_nsec -= 1000000000L;
  }
  pthread_mutex_lock(&threads_lock);
  int timed_out = 0;
  while (threads > 0 && !timed_out) {
    timed_out = pthread_cond_timedwait(&threads_changed, &threads_lock, &deadline) != 0;
  }
  int idle = threads == 0;
  pthread_mutex_unlock(&threads_lock);
  return idle;
}

void ps_http_answer_free(ps_http_answer *answer) {
  free(answer->body);
  answer->body = NULL;
  answer->length = answer->capacity = 0;
}
