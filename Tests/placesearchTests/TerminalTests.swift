/// The end-to-end tests that drive a real terminal (tmux), nested here so that they run
/// one at a time: each starts the interactive binary, and several starting at once on a
/// small machine (under ThreadSanitizer above all) would only measure the contention.
import Testing

@Suite(.serialized)
enum TerminalTests {}
