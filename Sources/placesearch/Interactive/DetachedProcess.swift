import CTTYRestore
import Foundation

/// A program started apart from the terminal: in a session of its own (no controlling
/// terminal, so it can neither read keys nor draw on the UI, nor be stopped with it),
/// with standard input and output on /dev/null and default signal handling.
struct DetachedProcess: Sendable {
  private let pid: pid_t

  /// Starts `arguments` (an executable's path, then its arguments) under `environment`;
  /// nil when it could not be started.
  init?(_ arguments: [String], environment: [String: String]) {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    for descriptor: Int32 in 0...2 {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGPIPE, SIGCHLD] { sigaddset(&handled, signal) }
    posix_spawnattr_setsigdefault(&attributes, &handled)
    posix_spawnattr_setflags(
      &attributes, ps_spawn_setsid_flag() | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else { return nil }
    self.pid = pid
  }

  /// Waits for the program to end: its exit status, or 128 + the signal that ended it.
  func waitForExit() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return 0 }
    }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
