#ifndef PLACESEARCH_CCURL_H
#define PLACESEARCH_CCURL_H

#include <stddef.h>

/// How a GET ended, in the terms the client reports.
typedef enum {
  PS_HTTP_ANSWERED = 0,     ///< a whole answer arrived (any status)
  PS_HTTP_NO_LIBCURL,       ///< libcurl could not be loaded
  PS_HTTP_REFUSED,          ///< the connection was refused
  PS_HTTP_UNKNOWN_HOST,     ///< the host (or proxy) name is unknown
  PS_HTTP_TIMED_OUT,        ///< the deadline passed
  PS_HTTP_TOO_LARGE,        ///< the body passed the cap
  PS_HTTP_STOPPED,          ///< the caller asked to stop
  PS_HTTP_DEAD_CONNECTION,  ///< the connection died before any answer: worth one more try
  PS_HTTP_CUT_OFF,          ///< the answer began, then the connection failed
  PS_HTTP_TLS_FAILED,       ///< TLS could not be set up (certificate?)
  PS_HTTP_OTHER             ///< anything else; `error` says what
} ps_http_outcome;

/// One GET's answer. `body` is malloc'ed (free with ps_http_answer_free).
typedef struct {
  ps_http_outcome outcome;
  long status;
  unsigned char *body;
  size_t length;
  size_t capacity;
  size_t max_length;
  char error[256];
  int (*should_stop)(void *context);
  void *context;
} ps_http_answer;

/// GETs `url` (http or https; redirects followed up to 3 times), sending `user_agent`
/// and `Accept: application/json`, within `timeout_ms`, reading at most `max_length`
/// bytes of body. `should_stop(context)` is asked as the transfer progresses (on this
/// thread); a nonzero answer stops it. libcurl is loaded on first use (dlopen), so
/// programs that never ask a server never load it; its connections are kept alive
/// in a small pool shared by all threads. Blocks; any thread.
void ps_http_get(const char *url, const char *user_agent, long timeout_ms, size_t max_length,
                 int (*should_stop)(void *context), void *context, ps_http_answer *answer);

/// Frees the answer's body.
void ps_http_answer_free(ps_http_answer *answer);

/// Counts a thread that is about to call ps_http_get (before the thread starts), so
/// that ps_http_wait_for_threads waits for it; each call is matched by one of
/// ps_http_thread_ended once the thread is done with libcurl.
void ps_http_thread_started(void);
void ps_http_thread_ended(void);

/// Waits until no counted thread is left, at most `timeout_ms`: a process must not exit
/// while a thread is inside libcurl (loading it, or in OpenSSL), whose exit handlers
/// would tear down what that thread uses. Returns 1 when none is left, 0 on timeout.
int ps_http_wait_for_threads(long timeout_ms);

#endif
